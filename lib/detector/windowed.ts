// A global regex tried only where a match can start. When a cheap scan shows that every match
// must start inside known windows (just before a ", " or "、", say), trying the regex at every
// other position is wasted work: this gives exactly the matches a full `exec` loop would.
//
// Why it is exact: a global regex's exec tries each start position from lastIndex on, in order
// (each code point's start under the u flag), and the first that matches wins; the next search
// starts at that match's end. Trying a sticky copy at each position inside the windows, in the
// same order and from the same places, returns the same matches, provided no match can start
// outside them (the caller's guarantee).

/** Start-position windows [a, b] (inclusive), sorted by a: flat a0, b0, a1, b1, … */
export type Windows = number[];

const stickyCopies = new WeakMap<RegExp, RegExp>();

function stickyCopy(re: RegExp): RegExp {
  let copy = stickyCopies.get(re);
  if (!copy) {
    copy = new RegExp(re.source, `${re.flags.replace("g", "")}y`);
    stickyCopies.set(re, copy);
  }
  return copy;
}

/**
 * `sameWithinWindow`: the caller also guarantees that a window's start positions all match or
 * all fail (the match then differs only in where it starts), so only the first is tried.
 */
export function execInWindows(
  re: RegExp,
  text: string,
  windows: Windows,
  onMatch: (m: RegExpExecArray) => void,
  sameWithinWindow = false,
): void {
  const sticky = stickyCopy(re);
  const unicode = re.unicode;
  let next = 0; // where the exec loop would search from
  let tried = 0; // every position before this was tried (or skipped) already
  for (let i = 0; i < windows.length; i += 2) {
    const b = windows[i + 1];
    const from = Math.max(windows[i], next, tried);
    if (b + 1 > tried) tried = b + 1;
    for (let p = from; p <= b; p++) {
      // Under the u flag a search never starts between the halves of a surrogate pair.
      if (unicode && p > 0 && (text.charCodeAt(p) & 0xfc00) === 0xdc00 && (text.charCodeAt(p - 1) & 0xfc00) === 0xd800) continue;
      sticky.lastIndex = p;
      const m = sticky.exec(text);
      if (!m) {
        if (sameWithinWindow) break;
        continue;
      }
      onMatch(m);
      // After an empty match the loop moves one unit on, as an exec loop that skips them does.
      next = m[0].length > 0 ? p + m[0].length : p + 1;
      p = next - 1;
    }
  }
  sticky.lastIndex = 0;
}

/**
 * The global regex's exec loop over text (lastIndex from 0, one past an empty match), run only
 * where a match can start: every match must start inside a window, and an attempt at p must
 * read nothing at or past p + reach. Each merged window [a, b] is searched in the prefix of
 * the text that ends at b + reach, so its left context (lookbehinds) is whole; a match found
 * past b is not trusted, and the next window is searched on its own.
 */
export function execWindowsBounded(re: RegExp, text: string, windows: Windows, reach: number, onMatch: (m: RegExpExecArray) => void): void {
  let next = 0;
  let i = 0;
  while (i < windows.length) {
    const a = windows[i];
    let b = windows[i + 1];
    i += 2;
    while (i < windows.length && windows[i] <= b + 1) {
      if (windows[i + 1] > b) b = windows[i + 1];
      i += 2;
    }
    if (b < next) continue;
    const scopeEnd = b + reach;
    const scope = scopeEnd >= text.length ? text : text.slice(0, scopeEnd);
    re.lastIndex = Math.max(a, next);
    for (;;) {
      const m = re.exec(scope);
      if (!m || m.index > b) break;
      if (m[0].length === 0) {
        next = m.index + 1;
      } else {
        onMatch(m);
        next = m.index + m[0].length;
      }
      if (next > b) break;
      re.lastIndex = next;
    }
  }
  re.lastIndex = 0;
}

/** Total text the windows make execWindowsBounded read, to tell whether windowing pays. */
export function windowCost(windows: Windows, reach: number): number {
  let cost = 0;
  let end = -1;
  for (let i = 0; i < windows.length; i += 2) {
    const a = Math.max(windows[i], end);
    const stop = windows[i + 1] + reach;
    if (stop > a) cost += stop - a;
    if (stop > end) end = stop;
  }
  return cost;
}

/** Start positions the windows hold (overlaps counted once). */
export function windowPositions(windows: Windows): number {
  let n = 0;
  let end = -1;
  for (let i = 0; i < windows.length; i += 2) {
    const a = Math.max(windows[i], end + 1);
    if (windows[i + 1] >= a) n += windows[i + 1] - a + 1;
    if (windows[i + 1] > end) end = windows[i + 1];
  }
  return n;
}
