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
  /**
   * Consumes nothing only where it stands at the text's start ("start": a ^) or at a line's
   * ("line": a ^ under the m flag, or an alternation of such and of non-empty parts).
   */
  emptyAt?: "start" | "line";
  /** The alternatives of a factored group (factorRun) that the run followed: what can stand before a non-empty run. */
  beforeRun?: Node;
  /** A group of one alternative: its elements in sequence. */
  body?: Node[];
  /** A quantified group of one alternative ("(?:[a-z]{1,9}, ){4,9}"): its elements and least count. */
  repeat?: { body: Node[]; lo: number };
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
  // Consuming nothing, a sequence with a ^ stands where that ^ does.
  const at = nodes.map((m) => m.emptyAt);
  if (at.includes("start")) n.emptyAt = "start";
  else if (at.includes("line")) n.emptyAt = "line";
  return n;
}

function alternate(alts: Node[]): Node {
  let lits: string[] | null = [];
  for (const a of alts) {
    if (!a.lits || !lits) lits = null;
    else lits = [...new Set([...lits, ...a.lits])];
  }
  if (lits && lits.length > MAX_LITERALS) lits = null;
  const node: Node = {
    min: Math.min(...alts.map((a) => a.min)),
    max: Math.max(...alts.map((a) => a.max)),
    lits,
    lookahead: Math.max(...alts.map((a) => a.lookahead)),
    opaque: alts.some((a) => a.opaque),
  };
  const empty = alts.filter((a) => a.min === 0);
  if (empty.length > 0 && empty.every((a) => a.emptyAt)) node.emptyAt = empty.some((a) => a.emptyAt === "line") ? "line" : "start";
  return node;
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

/**
 * Alternatives that end in one same unbounded run (or hold none, at a bounded width) as
 * [alternation of the parts before the run, the run at its least length]; null when they
 * share no run.
 */
function factorRun(alts: Node[][]): Node[] | null {
  let unit: string | undefined;
  let lo = Infinity;
  const heads: Node[] = [];
  const runHeads: Node[] = [];
  for (const alt of alts) {
    let last = alt.length - 1;
    while (last >= 0 && alt[last].max === 0 && alt[last].lookahead === 0 && !alt[last].emptyAt) last--;
    const run = last >= 0 ? alt[last].run : undefined;
    if (run) {
      if (unit !== undefined && unit !== run.unit) return null;
      unit = run.unit;
      lo = Math.min(lo, run.lo);
      const head = concat(alt.slice(0, last));
      heads.push(head);
      runHeads.push(head);
    } else {
      const head = concat(alt);
      if (head.max === Infinity) return null;
      heads.push(head);
      lo = 0; // the run, empty
    }
  }
  if (unit === undefined) return null;
  const head = { ...alternate(heads), beforeRun: alternate(runHeads) };
  return [head, { min: lo, max: Infinity, lits: null, lookahead: 0, opaque: false, run: { unit, lo } }];
}

/** Top-level sequence elements and the parse of the whole source. */
class Parser {
  private i = 0;
  constructor(
    private readonly src: string,
    private readonly multiline: boolean,
  ) {}

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
   * (as one node, its literal product would often be too large to use). An unquantified
   * alternation whose parts end in one same run, "(?:^|[.!?]\s+)", is read as its parts
   * without the run, then the run ("(?:^|[.!?])\s*"): that matches all the group does (and
   * more), from the same starts, so what holds of its matches holds of the group's, and the
   * run can back-anchor. Null otherwise, with the position unchanged.
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
      if (s[this.i] === ")" && !/^[*+?{]/.test(s.slice(this.i + 1, this.i + 2))) {
        const spliced = alts.length === 1 ? alts[0] : factorRun(alts);
        if (spliced) {
          this.i++;
          return spliced;
        }
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
    if (atom.body) node.repeat = { body: atom.body, lo };
    return node;
  }

  private parseAtom(): Node {
    const s = this.src;
    const c = s[this.i];
    if (c === "(") return this.parseGroup();
    if (c === "[") return this.parseClass();
    if (c === "\\") return this.parseEscape();
    if (c === "^") {
      this.i++;
      return { ...EMPTY, emptyAt: this.multiline ? "line" : "start" };
    }
    if (c === "$") {
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
    const alts = this.parseAlternatives();
    const inner = alternate(alts.map(concat));
    if (s[this.i] !== ")") throw new Unsupported();
    this.i++;
    if (kind === "group") return alts.length === 1 ? { ...inner, body: alts[0] } : inner;
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

function parse(source: string, flags: string): Node[] | null {
  try {
    return new Parser(source, flags.includes("m")).parseTop();
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

/** How rarely a set of literals is likely to occur: longer literals occur less often; fewer of them, likewise. */
function literalScore(literals: readonly string[]): number {
  return Math.min(...literals.map((l) => l.length)) * 100 - literals.length;
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
      const score = literalScore(lits);
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
  const seq = parse(source, flags);
  if (!seq) return null;
  const whole = concat(seq);
  if (whole.opaque) return null;
  const reach = whole.max + seq.reduce((a, n) => a + n.lookahead, 0) + 2;
  const best = bestLiterals(seq, 0, flags);
  return best && { ...best, reach };
}

/**
 * For a regex whose first unbounded part is a run ("\b[a-z]+(?:tion|ment)s? of …"), where no
 * literal sits at a bounded offset from the match start: literals every match holds at
 * preMin…preMax past the run's end. A match then starts inside the run of `unit` characters
 * that ends preMin…preMax before a literal (or a bounded lead before it); the detector walks
 * back to the run's start.
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
  /**
   * Units the regex consumes before the run, at least and at most ("(?:the|a|an) " before
   * "[a-z]+": 2…4); 0…0 when the run opens the regex. A lead ends in a unit the run's atom
   * cannot match, so the run starts where a run of such units starts.
   */
  leadMin: number;
  leadMax: number;
  longS?: true;
}

export function regexBackAnchor(source: string, flags: string): BackAnchor | null {
  const seq = parse(source, flags);
  if (!seq || concat(seq).opaque) return null;
  const k = seq.findIndex((n) => n.max === Infinity);
  const run = k === -1 ? undefined : seq[k].run;
  if (!run || /[()|]/.test(run.unit)) return null;
  const lead = concat(seq.slice(0, k));
  if (lead.max > 0 && !leadStopsRun(seq.slice(0, k), unitTable(run.unit, flags), flags)) return null;
  const best = bestLiterals(seq, k + 1, flags);
  if (!best) return null;
  return {
    ...best,
    unit: run.unit,
    lo: run.lo,
    wordBoundary: seq.slice(0, k).some((n) => n.wordBoundary === true),
    leadMin: lead.min,
    leadMax: lead.max,
  };
}

/** Line terminators: where a ^ under the m flag can stand after. */
const LINE_ENDS = ["\n", "\r", "\u2028", "\u2029"];

/**
 * Whether the unit before a non-empty run is never one the run's atom (`unit`: its table)
 * matches: the lead's last element always consumes such a unit, or consumes nothing only at
 * the text's start or after a line terminator that is not one.
 */
function leadStopsRun(lead: Node[], unit: Uint8Array, flags: string): boolean {
  let last = lead.length - 1;
  while (last >= 0 && lead[last].max === 0) last--;
  if (last < 0) return false;
  // A match whose run is empty starts its run at or past q - preMax, where any start is tried:
  // only what can precede a non-empty run matters.
  const { lits, min, emptyAt } = lead[last].beforeRun ?? lead[last];
  if (!lits || (min === 0 && !emptyAt)) return false;
  const ends = lits.filter((l) => l.length > 0);
  if (emptyAt === "line") ends.push(...LINE_ENDS);
  if (ends.some((l) => (l.charCodeAt(l.length - 1) & 0xf800) === 0xd800)) return false;
  // Tried as a class under the regex's flags, so case folding counts ("e" also matches "E" under i).
  const codes = [...new Set(ends.map((l) => l.charCodeAt(l.length - 1)))];
  const endTable = unitTable(`[${codes.map((c) => `\\u${c.toString(16).padStart(4, "0")}`).join("")}]`, flags);
  for (let c = 0; c < 65536; c++) if (endTable[c] === 1 && unit[c] === 1) return false;
  return true;
}

/** The anchor whose literals are rarer: a forward anchor, or a back-anchor (ties: forward). */
export function strongestAnchor(source: string, flags: string): RegexAnchor | BackAnchor | null {
  const forward = regexAnchor(source, flags);
  const back = regexBackAnchor(source, flags);
  if (!forward || !back) return forward ?? back;
  return literalScore(back.literals) > literalScore(forward.literals) ? back : forward;
}

/**
 * For a regex that opens with a repeated group holding a literal separator, where no wordy
 * literal anchors it ("(?:[가-힣]{1,10}, ){4,9}[가-힣]{1,10}"): every match holds at least `count`
 * occurrences of the separator (one per repetition), each gapMin…gapMax past the one before,
 * the first preMin…preMax past the match start. The separator may be punctuation: one comma
 * is everywhere, but a close chain of four is rare.
 */
export interface ChainAnchor extends RegexAnchor {
  count: number;
  gapMin: number;
  gapMax: number;
}

/** Fewest repetitions that make a chain of separators selective enough to anchor on. */
const MIN_CHAIN = 3;

export function regexChainAnchor(source: string, flags: string): ChainAnchor | null {
  const seq = parse(source, flags);
  if (!seq) return null;
  const whole = concat(seq);
  if (whole.opaque) return null;
  const first = seq.find((n) => n.max !== 0);
  const repeat = first?.repeat;
  if (!repeat || repeat.lo < MIN_CHAIN) return null;
  const sep = separator(repeat.body);
  const literal = sep && foldedLiteral(sep.literal);
  if (!sep || !literal) return null;
  // From one repetition's separator to the next: the rest of that repetition, then the next one's part before its separator.
  const gapMin = sep.after.min + sep.before.min;
  const gapMax = sep.after.max + sep.before.max;
  if (gapMax === Infinity) return null;
  const reach = whole.max + seq.reduce((a, n) => a + n.lookahead, 0) + 2;
  const anchor: ChainAnchor = { literals: [literal], preMin: sep.before.min, preMax: sep.before.max, reach, count: repeat.lo, gapMin, gapMax };
  if (flags.includes("i") && (flags.includes("u") || flags.includes("v")) && literal.includes("s")) anchor.longS = true;
  return anchor;
}

/** The longest run of plain literal elements in a repeated body, with the widths before and from it. */
function separator(body: Node[]): { literal: string; before: Node; after: Node } | null {
  let best: { from: number; to: number } | null = null;
  for (let i = 0; i < body.length; i++) {
    let j = i;
    while (j < body.length && body[j].lits?.length === 1 && body[j].min > 0) j++;
    if (j > i && (!best || j - i > best.to - best.from)) best = { from: i, to: j };
    i = j;
  }
  if (!best) return null;
  return {
    literal: body.slice(best.from, best.to).map((n) => n.lits![0]).join(""),
    before: concat(body.slice(0, best.from)),
    after: concat(body.slice(best.from)),
  };
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
