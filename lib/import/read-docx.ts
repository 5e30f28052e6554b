// A .docx to plain text in the browser (the import worker) or in node (tests): the zip's
// directory is checked first (lib/import/zip-directory.ts), then mammoth reads the document
// tree and lib/import/docx-text.ts writes it out. mammoth's HTML step is given an empty
// document, so images are never decoded.
import { docxDocumentText, type DocxNode } from "./docx-text";
import { zipEntries } from "./zip-directory";

/** The main document part of a WordprocessingML package. */
const DOCUMENT_PART = /^word\/document\d*\.xml$/;
/** XML parts larger than this are refused before parsing (a docx of 200,000 characters has a few MB). */
export const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;

export type DocxRead = { ok: true; text: string } | { ok: false; reason: "broken" | "too-large" };

interface Mammoth {
  convertToHtml(input: unknown, options: { transformDocument(document: DocxNode): DocxNode }): Promise<unknown>;
}

export async function readDocx(bytes: Uint8Array): Promise<DocxRead> {
  const entries = zipEntries(bytes);
  if (!entries || !entries.some((e) => DOCUMENT_PART.test(e.name))) return { ok: false, reason: "broken" };
  const xmlBytes = entries.filter((e) => e.name.endsWith(".xml")).reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (xmlBytes > MAX_DOCX_XML_BYTES) return { ok: false, reason: "too-large" };
  const loaded = (await import("mammoth")) as unknown as Mammoth & { default?: Mammoth };
  const mammoth = loaded.default ?? loaded;
  let tree: DocxNode | null = null;
  try {
    // mammoth's browser build reads `arrayBuffer`, its node build `buffer` (JSZip takes either).
    const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    await mammoth.convertToHtml(
      { arrayBuffer, buffer: bytes },
      {
        transformDocument(document) {
          tree = document;
          return { ...document, children: [] };
        },
      },
    );
  } catch {
    return { ok: false, reason: "broken" };
  }
  if (!tree) return { ok: false, reason: "broken" };
  return { ok: true, text: docxDocumentText(tree) };
}
