// The short excerpt a document-scope finding carries in place of its range's whole text.

/** Longest excerpt, in UTF-16 code units: enough to tell which paragraph is meant. */
export const EXCERPT_LENGTH = 40;

/** The start of text.slice(start, end), at most EXCERPT_LENGTH code units, never ending on the first half of a surrogate pair. */
export function excerptOf(text: string, start: number, end: number): string {
  let cut = Math.min(end, start + EXCERPT_LENGTH);
  if (cut < end && cut > start) {
    const c = text.charCodeAt(cut - 1);
    if (c >= 0xd800 && c <= 0xdbff) cut--;
  }
  return text.slice(start, cut);
}
