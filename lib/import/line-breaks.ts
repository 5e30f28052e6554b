// Line endings of an imported text. CodeMirror counts every line break as one position and
// hands out "\n"-joined text, so the editor (and every offset into it) works on LF text; a
// draft remembers the file's own line break and writes it back on download and copy, so a
// CRLF file comes back as it was typed.

export type LineBreak = "\n" | "\r\n";

const ANY_BREAK = /\r\n|\r|\n/g;

/** The file's line break (the more frequent of CRLF and LF; a lone CR counts as LF) and its text with LF breaks. */
export function splitLineBreaks(raw: string): { text: string; lineBreak: LineBreak } {
  let crlf = 0;
  let other = 0;
  for (const m of raw.matchAll(ANY_BREAK)) {
    if (m[0] === "\r\n") crlf++;
    else other++;
  }
  return { text: crlf || /\r/.test(raw) ? raw.replace(ANY_BREAK, "\n") : raw, lineBreak: crlf > other ? "\r\n" : "\n" };
}

/** LF text written with the draft's line break. */
export function withLineBreak(text: string, lineBreak: LineBreak): string {
  return lineBreak === "\n" ? text : text.replace(/\n/g, lineBreak);
}
