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
