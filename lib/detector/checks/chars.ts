// Per-code-unit answers to the single-character regex tests checks ask in their inner loops,
// computed once per unit from the regex itself (so the meaning cannot drift) and remembered.

/** A code-unit predicate equal to `re.test(String.fromCharCode(unit))`, memoized. */
export function unitTest(re: RegExp): (unit: number) => boolean {
  const known = new Uint8Array(65536); // 0 unknown, 1 yes, 2 no
  return (unit: number) => {
    let k = known[unit];
    if (k === 0) {
      re.lastIndex = 0;
      k = known[unit] = re.test(String.fromCharCode(unit)) ? 1 : 2;
    }
    return k === 1;
  };
}

/** Code units that are NFC-stable on their own and never compose with what precedes them, so a
 *  string made only of them is its own NFC: ASCII and Latin-1 to U+02FF (soft hyphen aside),
 *  kana and CJK punctuation (combining voiced marks aside), CJK ideographs, Hangul syllables. */
export function isPlainStarter(u: number): boolean {
  return (
    (u < 0x300 && u !== 0xad) ||
    (u >= 0x3000 && u <= 0x30ff && u !== 0x3099 && u !== 0x309a) ||
    (u >= 0x4e00 && u <= 0x9fff) ||
    (u >= 0xac00 && u <= 0xd7a3)
  );
}
