// Aho–Corasick over UTF-16 code units: one pass finds every keyword of a language,
// however many patterns the packs hold. Built once per PackSet.
//
// Layout, chosen for the per-keystroke scan: code units are remapped to a small
// alphabet of the classes that occur in some keyword (0: none, which sends the scan
// back to the root). When states × classes fits DENSE_BUDGET the automaton is a full
// DFA (failure links resolved into one table: one array read per code unit). Past
// that (CJK sets have hundreds of classes), the root's transitions are a dense array and
// every other trie edge lives in one open-addressing hash of (state, class), with
// failure links followed at scan time.
//
// Per code unit the scan's cost is its dependent loads, so the DFA keeps the "has output" bit in
// the table entry itself and each state's hits are one flat list: a code unit that completes no
// keyword costs a class lookup and one table read.
//
// A CJK set's full DFA is megabytes (a row per state over hundreds of classes), too big to stay
// cached between texts, while only a few thousand of its entries differ from the root's row.
// Such a set keeps the root's row plus, per state, the short sorted list of its entries that
// differ (the root-default layout): the same transitions in a fortieth of the memory or less.
// A 32-bit mask per state of the classes (mod 32) its list holds lets most reads skip the list.

import { decodeInt32, encodeArray, type EncodedArray } from "./typed-codec";

const ROOT = 0;
const EMPTY = -1;
/** Most table entries (states × classes) built as a full DFA: 4M (8 MB as 16-bit states). */
const DENSE_BUDGET = 4_000_000;

export interface KeywordHit {
  keyword: number;
  /** Offset of the keyword's first code unit in the searched string. */
  start: number;
  end: number;
}

/** Open-addressing hash (linear probing) from a non-negative int key to a state. */
class EdgeTable {
  private readonly keys: Int32Array;
  private readonly values: Int32Array;
  private readonly mask: number;
  /** Fibonacci hashing: the product's top bits index the table. */
  private readonly shift: number;

  constructor(capacity: number) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.keys = new Int32Array(1 << bits).fill(EMPTY);
    this.values = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  set(key: number, value: number): void {
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.keys[slot] !== EMPTY && this.keys[slot] !== key) slot = (slot + 1) & this.mask;
    this.keys[slot] = key;
    this.values[slot] = value;
  }

  /** The state for key, or -1. */
  get(key: number): number {
    const keys = this.keys;
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const k = keys[slot];
      if (k === key) return this.values[slot];
      if (k === EMPTY) return -1;
      slot = (slot + 1) & this.mask;
    }
  }
}

// "No full DFA" and "no root-default layout" as objects of the kinds the fields hold, never null:
// the engine's languages are loaded one by one as texts arrive (English first, then Korean…),
// and a later automaton storing null where the first stored a typed array (or an object where
// it stored null) generalised the field's type, which deoptimised the scan loops V8 had
// already optimised for the first language's automaton.
const NO_DFA = new Uint16Array(0);
const NO_ROOT_DEFAULT: RootDefault = { row: new Int32Array(0), from: new Int32Array(0), entries: new Int32Array(0), masks: new Int32Array(0) };

export class AhoCorasick {
  readonly keywords: readonly string[];
  /** Code unit → alphabet class (1…classCount), 0 for units in no keyword. */
  private readonly classOf = new Uint16Array(65536);
  private readonly classCount: number;
  /** The root's transition per class (0: stay at the root). */
  private readonly rootNext: Int32Array;
  /** state * (classCount + 1) + class → next state, for states other than the root. */
  private readonly edges: EdgeTable;
  private readonly fail: Int32Array;
  /**
   * Every keyword ending at state s, its own and its suffixes' (longest first, equal text in
   * keyword order): hitKeywords[hitsFrom[s] … hitsFrom[s + 1]). Flattened so the scan does not
   * walk the suffix chain per hit.
   */
  private readonly hitsFrom: Int32Array;
  private readonly hitKeywords: Int32Array;
  private readonly keywordLength: Int32Array;
  /**
   * Full DFA: state * (classCount + 1) + class → next state << 1, | 1 when that state has hits
   * (tested without another load); null past DENSE_BUDGET.
   */
  private readonly dfa: Uint16Array | Int32Array = NO_DFA;
  /** The root-default layout (then dfa is NO_DFA), or NO_ROOT_DEFAULT. */
  private readonly rootDefault: RootDefault = NO_ROOT_DEFAULT;
  /** The trie as each state's parent and edge class, kept only by a fresh build for toData(). */
  private readonly parent: Int32Array | null = null;
  private readonly edgeClass: Int32Array | null = null;

  /**
   * options.denseBudget: table entries allowed for the full DFA (tests force the hashed form with 0).
   * options.rootDefault: force (true) or forbid (false) the root-default layout where it fits
   * (16-bit entries); by default it is used when it takes under a quarter of the full DFA's bytes.
   */
  constructor(keywords: readonly string[], options: { denseBudget?: number; rootDefault?: boolean; prebuilt?: AutomatonData } = {}) {
    this.keywords = keywords;
    this.keywordLength = Int32Array.from(keywords, (k) => k.length);
    if (options.prebuilt) {
      // Precompiled (lib/packs/pack-data.ts): the trie, failure links and hit lists as built at
      // generate time; only what is cheap to derive and costly to ship is rebuilt here.
      const built = options.prebuilt;
      built.units.forEach((unit, i) => (this.classOf[unit] = i + 1));
      this.classCount = built.units.length;
      const width = this.classCount + 1;
      const parent = decodeInt32(built.parent);
      const edgeClass = decodeInt32(built.edgeClass);
      const states = parent.length;
      this.fail = decodeInt32(built.fail);
      this.hitsFrom = decodeInt32(built.hitsFrom);
      this.hitKeywords = decodeInt32(built.hitKeywords);
      this.rootNext = new Int32Array(width);
      for (let s = 1; s < states; s++) if (parent[s] === ROOT) this.rootNext[edgeClass[s]] = s;
      // The edge hash is read only by the hashed layout's scan; the others scan their tables.
      this.edges = new EdgeTable(built.layout === "hashed" ? states : 1);
      if (built.layout === "hashed") for (let s = 1; s < states; s++) if (parent[s] !== ROOT) this.edges.set(parent[s] * width + edgeClass[s], s);
      if (built.layout === "dense") this.dfa = this.denseFromTrie(parent, edgeClass, width);
      const rd = built.rootDefault;
      if (rd) this.rootDefault = { row: decodeInt32(rd.row), from: decodeInt32(rd.from), entries: decodeInt32(rd.entries), masks: decodeInt32(rd.masks) };
      return;
    }
    let classes = 0;
    for (const word of keywords) {
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        if (this.classOf[c] === 0) this.classOf[c] = ++classes;
      }
    }
    this.classCount = classes;
    const width = classes + 1;

    // The trie, with edges kept per state while building (breadth-first needs children).
    const children: [number, number][][] = [[]];
    const trie = new Map<number, number>();
    const outLists: number[][] = [[]];
    keywords.forEach((word, k) => {
      if (word.length === 0) return;
      let s = ROOT;
      for (let i = 0; i < word.length; i++) {
        const cls = this.classOf[word.charCodeAt(i)];
        const key = s * width + cls;
        let next = trie.get(key);
        if (next === undefined) {
          next = children.length;
          trie.set(key, next);
          children.push([]);
          outLists.push([]);
          children[s].push([cls, next]);
        }
        s = next;
      }
      outLists[s].push(k);
    });
    const states = children.length;
    if (states * width > 0x7fffffff) throw new Error("keyword set too large for the automaton");
    this.parent = new Int32Array(states);
    this.edgeClass = new Int32Array(states);
    for (let s = 0; s < states; s++) for (const [cls, child] of children[s]) [this.parent[child], this.edgeClass[child]] = [s, cls];

    this.rootNext = new Int32Array(width);
    this.edges = new EdgeTable(Math.max(1, states));
    for (const [cls, child] of children[ROOT]) this.rootNext[cls] = child;
    for (let s = 1; s < states; s++) for (const [cls, child] of children[s]) this.edges.set(s * width + cls, child);

    this.fail = new Int32Array(states);
    /** The nearest proper suffix state with output, or -1. */
    const dictLink = new Int32Array(states).fill(-1);
    const queue: number[] = [];
    for (const [, child] of children[ROOT]) {
      this.fail[child] = ROOT;
      queue.push(child);
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi];
      for (const [cls, child] of children[s]) {
        let f = this.fail[s];
        let target = this.step(f, cls);
        while (target === -1 && f !== ROOT) {
          f = this.fail[f];
          target = this.step(f, cls);
        }
        this.fail[child] = target !== -1 && target !== child ? target : ROOT;
        const fc = this.fail[child];
        dictLink[child] = outLists[fc].length > 0 ? fc : dictLink[fc];
        queue.push(child);
      }
    }
    this.hitsFrom = new Int32Array(states + 1);
    const hits: number[] = [];
    for (let s = 0; s < states; s++) {
      for (let o = outLists[s].length > 0 ? s : dictLink[s]; o !== -1; o = dictLink[o]) hits.push(...outLists[o]);
      this.hitsFrom[s + 1] = hits.length;
    }
    this.hitKeywords = Int32Array.from(hits);
    const dfa = states * width <= (options.denseBudget ?? DENSE_BUDGET) ? this.buildDfa(queue, children, width) : null;
    if (dfa) this.dfa = dfa;
    // class << 16 | entry must fit an int32: 16-bit entries, classes below 2^15.
    if (!(dfa instanceof Uint16Array) || width > 0x8000 || options.rootDefault === false) return;
    const compact = rootDefaultLayout(dfa, width);
    if (options.rootDefault || (compact.from.byteLength + compact.entries.byteLength) * 4 < dfa.byteLength) {
      this.dfa = NO_DFA;
      this.rootDefault = compact;
    }
  }

  /**
   * buildDfa from the trie as parent and edge-class arrays (a state's parent is always an earlier
   * state): each row is its failure state's row plus its own edges, rows filled shallowest first.
   */
  private denseFromTrie(parent: Int32Array, edgeClass: Int32Array, width: number): Uint16Array | Int32Array {
    const states = parent.length;
    const dfa = states <= 0x8000 ? new Uint16Array(states * width) : new Int32Array(states * width);
    const depth = new Int32Array(states);
    let deepest = 0;
    for (let s = 1; s < states; s++) deepest = Math.max(deepest, (depth[s] = depth[parent[s]] + 1));
    // States by depth (counting sort): states of depth d are order[first[d] … first[d + 1]).
    const first = new Int32Array(deepest + 2);
    for (let s = 1; s < states; s++) first[depth[s] + 1]++;
    for (let d = 1; d <= deepest + 1; d++) first[d] += first[d - 1];
    const cursor = first.slice();
    const order = new Int32Array(Math.max(0, states - 1));
    for (let s = 1; s < states; s++) order[cursor[depth[s]]++] = s;
    const { fail, hitsFrom } = this;
    const edge = (i: number) => {
      const s = order[i];
      dfa[parent[s] * width + edgeClass[s]] = (s << 1) | (hitsFrom[s + 1] > hitsFrom[s] ? 1 : 0);
    };
    // Depth by depth: a row is its failure state's row (shallower, so already complete) plus
    // its own edges, which lead to the next depth.
    for (let i = first[1]; i < first[2]; i++) edge(i);
    for (let d = 1; d <= deepest; d++) {
      for (let i = first[d]; i < first[d + 1]; i++) {
        const f = fail[order[i]];
        dfa.copyWithin(order[i] * width, f * width, f * width + width);
      }
      if (d < deepest) for (let i = first[d + 1]; i < first[d + 2]; i++) edge(i);
    }
    return dfa;
  }

  /** Each state's row is its failure state's row (already built: breadth-first) plus its own edges. */
  private buildDfa(order: readonly number[], children: readonly [number, number][][], width: number): Uint16Array | Int32Array {
    const states = children.length;
    const dfa = states <= 0x8000 ? new Uint16Array(states * width) : new Int32Array(states * width);
    const entry = (s: number) => (s << 1) | (this.hitsFrom[s + 1] > this.hitsFrom[s] ? 1 : 0);
    for (const [cls, child] of children[ROOT]) dfa[cls] = entry(child);
    for (const s of order) {
      const f = this.fail[s];
      dfa.copyWithin(s * width, f * width, f * width + width);
      for (const [cls, child] of children[s]) dfa[s * width + cls] = entry(child);
    }
    return dfa;
  }

  /** The trie edge from s on cls, or -1. */
  private step(s: number, cls: number): number {
    if (s === ROOT) return this.rootNext[cls] || -1;
    return this.edges.get(s * (this.classCount + 1) + cls);
  }

  /** What a precompiled build needs to come back as this automaton (constructor option prebuilt). */
  toData(): AutomatonData {
    if (!this.parent || !this.edgeClass) throw new Error("toData: this automaton was itself loaded from data");
    const units: number[] = [];
    for (let c = 0; c < 65536; c++) if (this.classOf[c] !== 0) units[this.classOf[c] - 1] = c;
    const rd = this.rootDefault === NO_ROOT_DEFAULT ? null : this.rootDefault;
    return {
      layout: this.layout,
      units,
      parent: encodeArray(this.parent),
      edgeClass: encodeArray(this.edgeClass),
      fail: encodeArray(this.fail),
      hitsFrom: encodeArray(this.hitsFrom),
      hitKeywords: encodeArray(this.hitKeywords),
      rootDefault: rd ? { row: encodeArray(rd.row), from: encodeArray(rd.from), entries: encodeArray(rd.entries), masks: encodeArray(rd.masks) } : null,
    };
  }

  /** Which table layout the scan uses (chosen by size at construction). */
  get layout(): "dense" | "root-default" | "hashed" {
    return this.rootDefault !== NO_ROOT_DEFAULT ? "root-default" : this.dfa !== NO_DFA ? "dense" : "hashed";
  }

  /** Calls onHit for every occurrence (overlapping ones included), in order of end offset;
   *  at one end, the longest keyword first, keywords of equal text in keyword order. */
  scan(text: string, onHit: (keyword: number, start: number, end: number) => void): void {
    if (this.rootDefault !== NO_ROOT_DEFAULT) {
      this.scanRootDefault(this.rootDefault, text, onHit);
      return;
    }
    if (this.dfa !== NO_DFA) {
      this.scanDense(this.dfa, text, onHit);
      return;
    }
    const { classOf, rootNext, edges, fail, hitsFrom, hitKeywords, keywordLength } = this;
    const width = this.classCount + 1;
    let s = ROOT;
    for (let i = 0, n = text.length; i < n; i++) {
      const cls = classOf[text.charCodeAt(i)];
      if (cls === 0) {
        s = ROOT;
        continue;
      }
      for (;;) {
        if (s === ROOT) {
          s = rootNext[cls];
          break;
        }
        const next = edges.get(s * width + cls);
        if (next !== -1) {
          s = next;
          break;
        }
        s = fail[s];
      }
      for (let j = hitsFrom[s], stop = hitsFrom[s + 1]; j < stop; j++) {
        const k = hitKeywords[j];
        onHit(k, i + 1 - keywordLength[k], i + 1);
      }
    }
  }

  private scanDense(dfa: Uint16Array | Int32Array, text: string, onHit: (keyword: number, start: number, end: number) => void): void {
    const { classOf, hitsFrom, hitKeywords, keywordLength } = this;
    const width = this.classCount + 1;
    let entry = ROOT << 1;
    for (let i = 0, n = text.length; i < n; i++) {
      const cls = classOf[text.charCodeAt(i)];
      entry = cls === 0 ? ROOT << 1 : dfa[(entry >>> 1) * width + cls];
      if ((entry & 1) === 0) continue;
      const s = entry >>> 1;
      for (let j = hitsFrom[s], stop = hitsFrom[s + 1]; j < stop; j++) {
        const k = hitKeywords[j];
        onHit(k, i + 1 - keywordLength[k], i + 1);
      }
    }
  }

  /** scanDense with each entry read from the state's off-root list, or failing that from the root's row. */
  private scanRootDefault(layout: RootDefault, text: string, onHit: (keyword: number, start: number, end: number) => void): void {
    const { classOf, hitsFrom, hitKeywords, keywordLength } = this;
    const { row: rootRow, masks: offRootMask, from: offRootFrom, entries: offRoot } = layout;
    let entry = ROOT << 1;
    for (let i = 0, n = text.length; i < n; i++) {
      const cls = classOf[text.charCodeAt(i)];
      if (cls === 0) entry = ROOT << 1;
      else if ((offRootMask[entry >>> 1] & (1 << (cls & 31))) === 0) entry = rootRow[cls];
      else entry = offRootEntry(offRootFrom, offRoot, entry >>> 1, cls, rootRow[cls]);
      if ((entry & 1) === 0) continue;
      const s = entry >>> 1;
      for (let j = hitsFrom[s], stop = hitsFrom[s + 1]; j < stop; j++) {
        const k = hitKeywords[j];
        onHit(k, i + 1 - keywordLength[k], i + 1);
      }
    }
  }

  findAll(text: string): KeywordHit[] {
    const hits: KeywordHit[] = [];
    this.scan(text, (keyword, start, end) => hits.push({ keyword, start, end }));
    return hits;
  }
}

/** JSON-safe form of a built automaton (AhoCorasick.toData). */
export interface AutomatonData {
  layout: "dense" | "root-default" | "hashed";
  /** Code unit of each alphabet class, class 1 first. */
  units: number[];
  parent: EncodedArray;
  edgeClass: EncodedArray;
  fail: EncodedArray;
  hitsFrom: EncodedArray;
  hitKeywords: EncodedArray;
  rootDefault: { row: EncodedArray; from: EncodedArray; entries: EncodedArray; masks: EncodedArray } | null;
}

/** The state's entry for cls in the root-default layout: its own if listed, else the root's. */
function offRootEntry(from: Int32Array, entries: Int32Array, state: number, cls: number, rootEntry: number): number {
  for (let j = from[state], stop = from[state + 1]; j < stop; j++) {
    const listed = entries[j] >>> 16;
    if (listed < cls) continue;
    return listed === cls ? entries[j] & 0xffff : rootEntry;
  }
  return rootEntry;
}

/**
 * The root-default layout: the DFA's root row, and each other state's entries that differ from
 * it, sorted by class, as class << 16 | entry in entries[from[s] … from[s + 1]).
 */
interface RootDefault {
  row: Int32Array;
  from: Int32Array;
  entries: Int32Array;
  /** Per state, bit cls & 31 set when its list holds such a class: when clear, the root's entry applies. */
  masks: Int32Array;
}

/** A full DFA in the root-default layout, as offRootEntry reads it. */
function rootDefaultLayout(dfa: Uint16Array, width: number): RootDefault {
  const states = dfa.length / width;
  const from = new Int32Array(states + 1);
  const masks = new Int32Array(states);
  const entries: number[] = [];
  for (let s = 1; s < states; s++) {
    const row = s * width;
    for (let cls = 1; cls < width; cls++) {
      if (dfa[row + cls] === dfa[cls]) continue;
      entries.push((cls << 16) | dfa[row + cls]);
      masks[s] |= 1 << (cls & 31);
    }
    from[s + 1] = entries.length;
  }
  return { row: Int32Array.from(dfa.subarray(0, width)), from, entries: Int32Array.from(entries), masks };
}
