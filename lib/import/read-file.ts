// One imported file to a draft's text, or a refusal that says why. Runs where the bytes are
// (the import worker); nothing is sent to the server. The kind comes from the file name
// (kinds.ts); the content then has to agree (a .txt that is binary, a .docx that is not a
// zip, is refused).
import { decodeText } from "./decode-text";
import { splitLineBreaks, type LineBreak } from "./line-breaks";
import { importKind, precheckImport, type ImportKind, type ImportRefusal } from "./kinds";
import { readDocx } from "./read-docx";

export type { ImportKind, ImportRefusal };

export type ImportResult =
  | { ok: true; kind: ImportKind; text: string; lineBreak: LineBreak }
  | { ok: false; reason: ImportRefusal; /** for too-large: the text's length when it was read */ chars?: number };

export async function readImport(fileName: string, bytes: Uint8Array, maxChars: number): Promise<ImportResult> {
  const early = precheckImport(fileName, bytes.length, maxChars);
  if (early) return { ok: false, reason: early };
  const kind = importKind(fileName)!;
  let raw: string;
  if (kind === "docx") {
    const read = await readDocx(bytes);
    if (!read.ok) return read;
    raw = read.text;
  } else {
    const decoded = decodeText(bytes);
    if (!decoded.ok) return decoded;
    raw = decoded.text;
  }
  const { text, lineBreak } = splitLineBreaks(raw);
  if (text.trim() === "") return { ok: false, reason: "empty" };
  if (text.length > maxChars) return { ok: false, reason: "too-large", chars: text.length };
  return { ok: true, kind, text, lineBreak };
}
