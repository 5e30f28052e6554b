// How pack literals are put in the same form as the text they are matched against:
// NFC, zero-width characters removed, lowercased (matching is case-insensitive).

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

export function matchForm(literal: string): string {
  return literal.normalize("NFC").replace(ZERO_WIDTH, "").toLowerCase();
}

/** Literal pieces of a `~` wildcard term; leading and trailing `~` add nothing to match. */
export function termPieces(term: string): string[] {
  return matchForm(term.trim())
    .split("~")
    .filter((p) => p.length > 0);
}
