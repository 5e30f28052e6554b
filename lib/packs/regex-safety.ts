// A conservative static look at pack regexes: the detector runs on every keystroke,
// so a pattern that can backtrack catastrophically or scan unboundedly is refused at load time.

export interface RegexShape {
  /** A quantified group that itself contains an unbounded quantifier: (a+)+, (?:x*y)*. */
  nestedQuantifier: boolean;
  /** `.*`, `.+`, `.{n,}` or `[\s\S]*`: an unbounded gap that crosses sentences. */
  unboundedDot: boolean;
  /** Any `*`, `+` or `{n,}`. */
  unbounded: boolean;
  /** Literal code units the regex must start with (after \b and ^), e.g. "not only". */
  literalPrefix: string;
}

const UNBOUNDED_AFTER = /^(?:\*|\+|\{\d+,\})/;

export function regexShape(source: string): RegexShape {
  let nestedQuantifier = false;
  let unboundedDot = false;
  let unbounded = false;
  // Per open group: does it contain an unbounded quantifier?
  const stack: boolean[] = [];
  let groupHasUnbounded = false;
  let i = 0;
  const atomEnd = (atomIsDot: boolean, atomIsAnyClass: boolean, closedGroupUnbounded: boolean) => {
    const rest = source.slice(i);
    const m = UNBOUNDED_AFTER.exec(rest);
    if (m) {
      unbounded = true;
      groupHasUnbounded = true;
      if (atomIsDot || atomIsAnyClass) unboundedDot = true;
      if (closedGroupUnbounded) nestedQuantifier = true;
      i += m[0].length;
      if (source[i] === "?" || source[i] === "+") i++;
    }
  };
  while (i < source.length) {
    const ch = source[i];
    if (ch === "\\") {
      i += 2;
      atomEnd(false, false, false);
    } else if (ch === "[") {
      const start = i;
      i++;
      if (source[i] === "^") i++;
      if (source[i] === "]") i++;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      i++;
      const body = source.slice(start, i);
      const anyClass = /^\[(?:\\s\\S|\\S\\s|\\d\\D|\\D\\d|\\w\\W|\\W\\w|\^\])\]$/.test(body);
      atomEnd(false, anyClass, false);
    } else if (ch === "(") {
      stack.push(groupHasUnbounded);
      groupHasUnbounded = false;
      i++;
      if (source[i] === "?") {
        // (?: (?= (?! (?<= (?<! (?<name>
        i++;
        if (source[i] === "<" && source[i + 1] !== "=" && source[i + 1] !== "!") {
          while (i < source.length && source[i] !== ">") i++;
          i++;
        } else if (source[i] === "<") i += 2;
        else i++;
      }
    } else if (ch === ")") {
      i++;
      const inner: boolean = groupHasUnbounded;
      groupHasUnbounded = (stack.pop() ?? false) || inner;
      atomEnd(false, false, inner);
    } else if (ch === ".") {
      i++;
      atomEnd(true, false, false);
    } else {
      i++;
      atomEnd(false, false, false);
    }
  }
  return { nestedQuantifier, unboundedDot, unbounded, literalPrefix: literalPrefix(source) };
}

function literalPrefix(source: string): string {
  let i = 0;
  for (;;) {
    if (source.startsWith("\\b", i)) i += 2;
    else if (source[i] === "^") i++;
    else break;
  }
  let prefix = "";
  while (i < source.length) {
    const ch = source[i];
    if (ch === "\\") {
      const next = source[i + 1];
      if (next !== undefined && /[.*+?()[\]{}|^$\\/-]/.test(next)) {
        prefix += next;
        i += 2;
        continue;
      }
      break;
    }
    if (/[.*+?()[\]{}|^$]/.test(ch)) break;
    prefix += ch;
    i++;
  }
  // A quantifier right after the prefix makes its last unit optional or repeated.
  if (/^[*?{]/.test(source.slice(i)) && prefix.length > 0) prefix = prefix.slice(0, -1);
  // Alternation at top level means the prefix is not required.
  if (hasTopLevelAlternation(source)) return "";
  return prefix;
}

function hasTopLevelAlternation(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (ch === "[") {
      i++;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
    } else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) return true;
  }
  return false;
}

/** Why a regex is refused, or null when it is acceptable. */
export function regexProblem(source: string, hasRequires: boolean): string | null {
  const shape = regexShape(source);
  if (shape.nestedQuantifier) return "nested unbounded quantifier (like (a+)+) can backtrack catastrophically";
  if (shape.unboundedDot) return "unbounded gap (.*, .+, [\\s\\S]*): bound it, e.g. [^.!?\\n]{0,60}";
  if (!hasRequires && shape.unbounded && shape.literalPrefix.length < 2) {
    return "has unbounded quantifiers and no `requires` literals: add `requires` or start with a literal";
  }
  return null;
}
