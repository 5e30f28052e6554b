// Replacements addressed by their range in one text, applied in one pass: what a fix run and
// a rewrite's chunks both come down to.

/** Applies sorted, non-overlapping `[start, end) → replacement` edits to `text`. */
export function applyEdits(text: string, edits: readonly { start: number; end: number; replacement: string }[]): string {
  let out = "";
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start) + e.replacement;
    at = e.end;
  }
  return out + text.slice(at);
}
