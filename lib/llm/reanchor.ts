// Model output never supplies offsets we trust: a quoted span is located in the text
// itself, exactly first, then after normalizing case, width, quotes and whitespace.
// A quote found nowhere is dropped by the caller.
import type { TextRange } from "../engine/types";

function normalizeChar(ch: string): string {
  return ch
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[“”„‟"]/gu, '"')
    .replace(/[‘’‚‛']/gu, "'");
}

/** The normalized text and, for each of its characters, the source offset range it came from. */
function normalizeWithMap(text: string): { norm: string; from: number[]; to: number[] } {
  let norm = "";
  const from: number[] = [];
  const to: number[] = [];
  let lastWasSpace = false;
  let i = 0;
  for (const ch of text) {
    const end = i + ch.length;
    if (/\s/u.test(ch)) {
      if (!lastWasSpace) {
        norm += " ";
        from.push(i);
        to.push(end);
      }
      lastWasSpace = true;
    } else {
      for (const c of normalizeChar(ch)) {
        norm += c;
        from.push(i);
        to.push(end);
      }
      lastWasSpace = false;
    }
    i = end;
  }
  return { norm, from, to };
}

/** All occurrences' start, used to pick the one nearest a hint. */
function occurrences(hay: string, needle: string): number[] {
  const out: number[] = [];
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) out.push(i);
  return out;
}

const nearest = (positions: number[], hint: number) => positions.reduce((a, b) => (Math.abs(b - hint) < Math.abs(a - hint) ? b : a));

export function locateQuote(text: string, quote: string, hint = 0): TextRange | null {
  if (quote.trim().length === 0) return null;
  const exact = occurrences(text, quote);
  if (exact.length > 0) {
    const start = nearest(exact, hint);
    return { start, end: start + quote.length };
  }
  const t = normalizeWithMap(text);
  const q = normalizeWithMap(quote.trim()).norm;
  const found = occurrences(t.norm, q);
  if (found.length === 0) return null;
  const at = nearest(found, hint);
  return { start: t.from[at], end: t.to[at + q.length - 1] };
}
