// Where a pack regex can match, read off its source: a set of literal strings every match
// contains, at a bounded offset from the match start, plus a bound on how far past its start
// a match attempt reads. The language automaton finds those literals in its one pass, and the
// detector tries the regex only near them (lib/detector/match.ts), instead of at every position.
//
// The analysis is conservative: any construct it does not model (backreferences, unbounded
// repetition, top-level alternation…) means "no anchor", and the regex runs over the whole text.
// Literals are reported in the folded form the automaton scans (lowercased); a literal whose
// case folding is not a plain one-to-one lowercase is not used.

export interface RegexAnchor {
  /** Every match contains one of these (lowercased) at offset preMin…preMax from its start. */
  literals: string[];
  preMin: number;
  preMax: number;
  /** An attempt at position p reads nothing at or beyond p + reach (Infinity: unbounded). */
  reach: number;
  /**
   * Under the i and u flags, ſ (U+017F) matches s: set when a literal holds an s, so the
   * anchor is sound only on text without ſ (the detector then scans such text in full).
   */
  longS?: true;
}

const MAX_LITERALS = 64;
/** An anchor literal needs a letter or digit to be worth finding. */
const WORDISH = /[\p{L}\p{N}]/u;
const MAX_LITERAL_LENGTH = 40;

interface Node {
  /** Code units consumed: at least, at most (Infinity when unbounded). */
  min: number;
  max: number;
  /** Every string the node can consume, when few and literal; null otherwise. */
  lits: string[] | null;
  /** Code units a lookahead inside the node may read past where the node ends. */
  lookahead: number;
  /** A construct the analysis does not model. */
  opaque: boolean;
  /** An unbounded run of one single-code-unit atom ("[a-z]+"): that atom's source and lower bound. */
  run?: { unit: string; lo: number };
  /** A \b assertion. */
  wordBoundary?: true;
}

class Unsupported extends Error {}

const EMPTY: Node = { min: 0, max: 0, lits: [""], lookahead: 0, opaque: false };

function product(a: string[] | null, b: string[] | null): string[] | null {
  if (!a || !b || a.length * b.length > MAX_LITERALS) return null;
  const out: string[] = [];
  for (const x of a) for (const y of b) if (x.length + y.length <= MAX_LITERAL_LENGTH) out.push(x + y);
  return out.length === a.length * b.length ? [...new Set(out)] : null;
}

function concat(nodes: Node[]): Node {
  let n: Node = EMPTY;
  for (const m of nodes) {
    n = {
      min: n.min + m.min,
      max: n.max + m.max,
      lits: product(n.lits, m.lits),
      lookahead: Math.max(n.lookahead, m.lookahead),
      opaque: n.opaque || m.opaque,
    };
  }
  return n;
}

function alternate(alts: Node[]): Node {
  let lits: string[] | null = [];
  for (const a of alts) {
    if (!a.lits || !lits) lits = null;
    else lits = [...new Set([...lits, ...a.lits])];
  }
  if (lits && lits.length > MAX_LITERALS) lits = null;
  return {
    min: Math.min(...alts.map((a) => a.min)),
    max: Math.max(...alts.map((a) => a.max)),
    lits,
    lookahead: Math.max(...alts.map((a) => a.lookahead)),
    opaque: alts.some((a) => a.opaque),
  };
}

function repeat(node: Node, lo: number, hi: number): Node {
  let lits: string[] | null = null;
  if (node.lits && hi <= 4) {
    lits = [];
    let power: string[] | null = [""];
    for (let k = 0; k <= hi && power; k++) {
      if (k >= lo) lits = [...new Set([...lits, ...power])];
      power = k < hi ? product(power, node.lits) : power;
    }
    if (!power || lits.length > MAX_LITERALS) lits = null;
  }
  return {
    min: node.min * lo,
    max: hi === Infinity ? (node.max === 0 ? 0 : Infinity) : node.max * hi,
    lits,
    lookahead: node.lookahead,
    opaque: node.opaque,
  };
}

/** Top-level sequence elements and the parse of the whole source. */
class Parser {
  private i = 0;
  constructor(private readonly src: string) {}

  parseTop(): Node[] {
    const alts = this.parseAlternatives();
    if (this.i !== this.src.length) throw new Unsupported();
    if (alts.length !== 1) return [alternate(alts.map(concat))];
    return alts[0];
  }

  private parseAlternatives(): Node[][] {
    const alts: Node[][] = [this.parseSequence()];
    while (this.src[this.i] === "|") {
      this.i++;
      alts.push(this.parseSequence());
    }
    return alts;
  }

  private parseSequence(): Node[] {
    const seq: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== "|" && this.src[this.i] !== ")") {
      const inline = this.plainGroup();
      if (inline) seq.push(...inline);
      else seq.push(this.parseQuantified());
    }
    return seq;
  }

  /**
   * An unquantified group of one alternative, "(?<span>experts say)", is its elements in
   * sequence: spliced into the enclosing sequence, its literals can anchor on their own
   * (as one node, its literal product would often be too large to use). Null otherwise,
   * with the position unchanged.
   */
  private plainGroup(): Node[] | null {
    const s = this.src;
    const at = this.i;
    if (s[at] !== "(") return null;
    let body = at + 1;
    if (s[body] === "?") {
      if (s[body + 1] === ":") body += 2;
      else if (s[body + 1] === "<" && s[body + 2] !== "=" && s[body + 2] !== "!") {
        const close = s.indexOf(">", body);
        if (close === -1) return null;
        body = close + 1;
      } else return null;
    }
    this.i = body;
    try {
      const alts = this.parseAlternatives();
      if (alts.length === 1 && s[this.i] === ")" && !/^[*+?{]/.test(s.slice(this.i + 1, this.i + 2))) {
        this.i++;
        return alts[0];
      }
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
    }
    this.i = at;
    return null;
  }

  private parseQuantified(): Node {
    const atomStart = this.i;
    const atom = this.parseAtom();
    const atomEnd = this.i;
    const s = this.src;
    let lo = 1;
    let hi = 1;
    const c = s[this.i];
    if (c === "*" || c === "+" || c === "?") {
      lo = c === "+" ? 1 : 0;
      hi = c === "?" ? 1 : Infinity;
      this.i++;
    } else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i));
      if (!m) throw new Unsupported();
      lo = Number(m[1]);
      hi = m[2] === undefined ? lo : m[3] === "" ? Infinity : Number(m[3]);
      this.i += m[0].length;
    } else return atom;
    if (s[this.i] === "?") this.i++;
    const node = repeat(atom, lo, hi);
    if (hi === Infinity && atom.min === 1 && atom.max === 1 && !atom.opaque && atom.lookahead === 0) {
      node.run = { unit: s.slice(atomStart, atomEnd), lo };
    }
    return node;
  }

  private parseAtom(): Node {
    const s = this.src;
    const c = s[this.i];
    if (c === "(") return this.parseGroup();
    if (c === "[") return this.parseClass();
    if (c === "\\") return this.parseEscape();
    if (c === "^" || c === "$") {
      this.i++;
      return EMPTY;
    }
    if (c === ".") {
      this.i++;
      return { min: 1, max: 2, lits: null, lookahead: 0, opaque: false };
    }
    if (c === ")" || c === "|" || c === "*" || c === "+" || c === "?" || c === "{" || c === "}" || c === "]") {
      throw new Unsupported();
    }
    const cp = s.codePointAt(this.i)!;
    const ch = String.fromCodePoint(cp);
    this.i += ch.length;
    return { min: ch.length, max: ch.length, lits: [ch], lookahead: 0, opaque: false };
  }

  private parseGroup(): Node {
    const s = this.src;
    this.i++; // (
    let kind: "group" | "ahead" | "behind" = "group";
    if (s[this.i] === "?") {
      const next = s[this.i + 1];
      if (next === ":") this.i += 2;
      else if (next === "=" || next === "!") {
        kind = "ahead";
        this.i += 2;
      } else if (next === "<" && (s[this.i + 2] === "=" || s[this.i + 2] === "!")) {
        kind = "behind";
        this.i += 3;
      } else if (next === "<") {
        const close = s.indexOf(">", this.i);
        if (close === -1) throw new Unsupported();
        this.i = close + 1;
      } else throw new Unsupported(); // modifiers and the like
    }
    const inner = alternate(this.parseAlternatives().map(concat));
    if (s[this.i] !== ")") throw new Unsupported();
    this.i++;
    if (kind === "group") return inner;
    // Lookarounds consume nothing. A lookbehind reads only what precedes; a lookahead reads
    // up to its own longest match past where it stands.
    if (kind === "behind") return EMPTY;
    if (inner.max === Infinity || inner.opaque) return { ...EMPTY, lookahead: Infinity };
    return { ...EMPTY, lookahead: inner.max + inner.lookahead };
  }

  private parseClass(): Node {
    const s = this.src;
    this.i++;
    const negated = s[this.i] === "^";
    if (negated) this.i++;
    const members: string[] = [];
    let simple = !negated;
    let astral = negated;
    if (s[this.i] === "]") throw new Unsupported(); // [] or []…]: not in packs
    while (this.i < s.length && s[this.i] !== "]") {
      if (s[this.i] === "\\") {
        const e = s[this.i + 1];
        if (e === "p" || e === "P") {
          const close = s.indexOf("}", this.i);
          if (close === -1) throw new Unsupported();
          this.i = close + 1;
          simple = false;
          astral = true;
          continue;
        }
        if ("dws".includes(e)) simple = false;
        else if ("DWS".includes(e)) {
          simple = false;
          astral = true;
        } else {
          const lit = this.escapedChar();
          if (lit === null) throw new Unsupported();
          members.push(lit);
          if (lit.length > 1) astral = true;
          continue;
        }
        this.i += 2;
        continue;
      }
      if (s[this.i] === "-" && members.length > 0 && s[this.i + 1] !== "]") {
        // A range: its members are not listed; a range reaching past the BMP may match two units.
        this.i++;
        const hi = s[this.i] === "\\" ? this.escapedChar() : this.takeChar();
        if (hi === null) throw new Unsupported();
        if (hi.length > 1) astral = true;
        simple = false;
        continue;
      }
      const ch = this.takeChar();
      members.push(ch);
      if (ch.length > 1) astral = true;
    }
    if (s[this.i] !== "]") throw new Unsupported();
    this.i++;
    const width = astral ? 2 : 1;
    return { min: 1, max: width, lits: simple && members.length <= 16 ? [...new Set(members)] : null, lookahead: 0, opaque: false };
  }

  private takeChar(): string {
    const ch = String.fromCodePoint(this.src.codePointAt(this.i)!);
    this.i += ch.length;
    return ch;
  }

  /** A literal escape at i ("\n", "\x41", "\u{1F600}", "\."), consumed; null for anything else. */
  private escapedChar(): string | null {
    const s = this.src;
    const e = s[this.i + 1];
    if (e === undefined) return null;
    const simpleEscapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v", 0: "\0" };
    if (e in simpleEscapes && !(e === "0" && /\d/.test(s[this.i + 2] ?? ""))) {
      this.i += 2;
      return simpleEscapes[e];
    }
    let m: RegExpExecArray | null;
    if ((m = /^\\x([0-9a-fA-F]{2})/.exec(s.slice(this.i))) || (m = /^\\u([0-9a-fA-F]{4})/.exec(s.slice(this.i)))) {
      this.i += m[0].length;
      return String.fromCharCode(parseInt(m[1], 16));
    }
    if ((m = /^\\u\{([0-9a-fA-F]+)\}/.exec(s.slice(this.i)))) {
      this.i += m[0].length;
      return String.fromCodePoint(parseInt(m[1], 16));
    }
    if (/[\^$\\.*+?()[\]{}|/\-,:=!<>'"#%&~`@;_ ]/.test(e)) {
      this.i += 2;
      return e;
    }
    return null;
  }

  private parseEscape(): Node {
    const s = this.src;
    const e = s[this.i + 1];
    if (e === "b" || e === "B") {
      this.i += 2;
      return e === "b" ? { ...EMPTY, lookahead: 1, wordBoundary: true } : { ...EMPTY, lookahead: 1 };
    }
    if ("dwsDWS".includes(e)) {
      this.i += 2;
      return { min: 1, max: "DWS".includes(e) ? 2 : 1, lits: null, lookahead: 0, opaque: false };
    }
    if (e === "p" || e === "P") {
      const close = s.indexOf("}", this.i);
      if (close === -1) throw new Unsupported();
      this.i = close + 1;
      return { min: 1, max: 2, lits: null, lookahead: 0, opaque: false };
    }
    const lit = this.escapedChar();
    if (lit !== null) return { min: lit.length, max: lit.length, lits: [lit], lookahead: 0, opaque: false };
    // Backreferences (\1, \k<name>) and anything else: width not modelled.
    throw new Unsupported();
  }
}

/** The lowercase form the automaton scans, or null when case folding could map other text onto it. */
function foldedLiteral(lit: string): string | null {
  let out = "";
  for (const ch of lit) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) {
      // Under the i flag, K (U+212A) also matches k, but the detector matches NFC text, where
      // it is K already. ſ (U+017F), which matches s, stays ſ: see RegexAnchor.longS.
      out += ch.toLowerCase();
    } else if (ch.toLowerCase() === ch && ch.toUpperCase() === ch) out += ch;
    else return null; // a cased letter beyond ASCII: folding is not one-to-one
  }
  return out;
}

function parse(source: string): Node[] | null {
  try {
    return new Parser(source).parseTop();
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

/** The best anchor literals among seq[from…], with their offset range from where seq[from] starts. */
function bestLiterals(seq: Node[], from: number, flags: string): Omit<RegexAnchor, "reach"> | null {
  const unicodeFolding = flags.includes("i") && (flags.includes("u") || flags.includes("v"));
  let best: Omit<RegexAnchor, "reach"> | null = null;
  let bestScore = -1;
  let preMin = 0;
  let preMax = 0;
  for (let k = from; k < seq.length && preMax !== Infinity; k++) {
    let lits: string[] | null = [""];
    for (let j = k; j < seq.length; j++) {
      lits = product(lits, seq[j].lits);
      if (!lits) break;
      if (lits.some((l) => l.length === 0)) continue;
      const folded = lits.map((l) => foldedLiteral(l));
      if (folded.some((f) => f === null)) break;
      // Spaces and punctuation occur everywhere: windows around them would cover the text.
      if (lits.some((l) => !WORDISH.test(l))) continue;
      const shortest = Math.min(...lits.map((l) => l.length));
      // Longer literals occur less often; fewer of them, likewise.
      const score = shortest * 100 - lits.length;
      if (score > bestScore) {
        bestScore = score;
        best = { literals: [...new Set(folded as string[])], preMin, preMax };
        if (unicodeFolding && folded.some((f) => f!.includes("s"))) best.longS = true;
      }
    }
    preMin += seq[k].min;
    preMax += seq[k].max;
  }
  return best;
}

export function regexAnchor(source: string, flags: string): RegexAnchor | null {
  const seq = parse(source);
  if (!seq) return null;
  const whole = concat(seq);
  if (whole.opaque) return null;
  const reach = whole.max + seq.reduce((a, n) => a + n.lookahead, 0) + 2;
  const best = bestLiterals(seq, 0, flags);
  return best && { ...best, reach };
}

/**
 * For a regex that opens with an unbounded run ("\b[a-z]+(?:tion|ment)s? of …"), where no
 * literal sits at a bounded offset from the match start: literals every match holds at
 * preMin…preMax past the run's end. A match then starts inside the run of `unit` characters
 * that ends preMin…preMax before a literal; the detector walks back to the run's start.
 */
export interface BackAnchor {
  literals: string[];
  preMin: number;
  preMax: number;
  /** Source of the run's single-code-unit atom ("[a-z]"), and the run's least length. */
  unit: string;
  lo: number;
  /** A \b precedes the run: a match starts where a word starts (used when unit ⊆ \w). */
  wordBoundary: boolean;
  longS?: true;
}

export function regexBackAnchor(source: string, flags: string): BackAnchor | null {
  const seq = parse(source);
  if (!seq || concat(seq).opaque) return null;
  const k = seq.findIndex((n) => n.max !== 0);
  const run = k === -1 ? undefined : seq[k].run;
  if (!run || /[()|]/.test(run.unit)) return null;
  const best = bestLiterals(seq, k + 1, flags);
  if (!best) return null;
  return { ...best, unit: run.unit, lo: run.lo, wordBoundary: seq.slice(0, k).some((n) => n.wordBoundary === true) };
}

const tableFlags = (flags: string) => [...flags].filter((f) => "iuv".includes(f)).join("");
const unitTables = new Map<string, Uint8Array>();

/**
 * Code unit → 1 when the atom `unit` (single code unit wide, no astral members) matches it
 * under the regex's flags. Built by trying every unit, so case folding is the engine's own.
 */
export function unitTable(unit: string, flags: string): Uint8Array {
  const f = tableFlags(flags);
  const key = `${f}/${unit}`;
  let table = unitTables.get(key);
  if (!table) {
    const re = new RegExp(`^(?:${unit})$`, f);
    table = new Uint8Array(65536);
    for (let c = 0; c < 65536; c++) if (re.test(String.fromCharCode(c))) table[c] = 1;
    unitTables.set(key, table);
  }
  return table;
}
