// Reads one imported file off the main thread: a .docx through mammoth (loaded only here, so
// it never weighs on the page), a .md / .txt through the strict decoder. Nothing leaves the
// browser. One file per worker; the page ends the worker when it answers or takes too long.
import { maxAnalyzeChars } from "../../lib/api/limits";
import { readImport, type ImportResult } from "../../lib/import/read-file";

export interface ImportRequest {
  name: string;
  bytes: ArrayBuffer;
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<ImportRequest>) => void) | null; postMessage(m: ImportResult): void };

scope.onmessage = (event) => {
  const { name, bytes } = event.data;
  readImport(name, new Uint8Array(bytes), maxAnalyzeChars({})).then(
    (result) => scope.postMessage(result),
    () => scope.postMessage({ ok: false, reason: "broken" }),
  );
};
