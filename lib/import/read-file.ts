// One imported file to a draft's text, or a refusal that says why. Runs where the bytes are
// (the import worker); nothing is sent to the server. Kinds are told by the file name, the
// way the file picker filters them; the content then has to agree (a .txt that is binary,
// a .docx that is not a zip, is refused).
import { decodeText } from "./decode-text";
import { splitLineBreaks, type LineBreak } from "./line-breaks";
import { readDocx } from "./read-docx";

export type ImportKind = "docx" | "markdown" | "text";

export type ImportRefusal = "unsupported" | "too-large" | "binary" | "encoding" | "broken" | "empty";

export type ImportResult =
  | { ok: true; kind: ImportKind; text: string; lineBreak: LineBreak }
  | { ok: false; reason: ImportRefusal; /** for too-large: the text's length when it was read */ chars?: number };

const KINDS: Record<string, ImportKind> = { docx: "docx", md: "markdown", markdown: "markdown", txt: "text", text: "text" };

/** What the file picker offers (its `accept`). */
export const IMPORT_ACCEPT = ".docx,.md,.markdown,.txt,text/plain,text/markdown,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export function importKind(fileName: string): ImportKind | null {
  const ext = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext ? (KINDS[ext] ?? null) : null;
}

/** Bytes no text of `maxChars` UTF-16 units can exceed: UTF-8 takes at most 3 bytes a unit, UTF-16 two, plus a BOM. */
export function maxTextFileBytes(maxChars: number): number {
  return maxChars * 3 + 3;
}

/** A .docx this large is not a draft (its text would be far past any limit, or it is mostly images). */
export const MAX_DOCX_FILE_BYTES = 50 * 1024 * 1024;

/** Refusals decided from the name and size alone, before the file is read. */
export function precheckImport(fileName: string, size: number, maxChars: number): ImportRefusal | null {
  const kind = importKind(fileName);
  if (!kind) return "unsupported";
  if (size > (kind === "docx" ? MAX_DOCX_FILE_BYTES : maxTextFileBytes(maxChars))) return "too-large";
  return null;
}

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
