// What can be imported, told by the file name the way the file picker filters, and the
// refusals decided from name and size alone, before a byte is read. Kept apart from the
// readers so the page can check a file without loading them.

export type ImportKind = "docx" | "markdown" | "text";

export type ImportRefusal = "unsupported" | "too-large" | "binary" | "encoding" | "broken" | "empty";

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

