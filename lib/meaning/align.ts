// Which rewrite sentences carry which original sentence's content, whatever the
// rewrite did to order and sentence breaks. Sentences are compared by their
// content units — stemmed words (en), syllable pairs inside a word (ko), Han and
// katakana pairs (zh, ja), Latin names, and number values — weighted by how rare
// each unit is in the pair, so shared names and figures count more than shared
// endings. Candidates come from an inverted index (units shared by too many
// sentences are skipped), so the work grows with the text, not its square.
// Linked sentences form claims: connected groups, so a sentence split in two or two
// merged into one is one claim.
import type { Lang } from "../engine/types";
import { enStem } from "./scope";

export interface Claim {
  /** Sentence indices on each side. */
  original: number[];
  rewrite: number[];
  /** Weighted share of the original group's content found in the rewrite group, 0–1 (and the reverse). */
  coverage: number;
  backCoverage: number;
}

export interface Alignment {
  claims: Claim[];
  /** Per sentence, the claim it belongs to, or -1. */
  originalClaim: Int32Array;
  rewriteClaim: Int32Array;
}

const EN_STOP = new Set(
  "the and for are was were has have had his her its our their your you they them she him this that these those with from into onto over under than then there here what when where which who whom whose why how will would shall should could can may might must been being also just very really quite more less much such only own same both any about after before while during upon within across along among around because since although though however therefore thus hence not nor never none nobody nothing all every each some most many few several always often usually sometimes rarely even still yet but lot lots one two three does did doing done make made get got let lets it's that's there's don't doesn't didn't isn't aren't wasn't weren't can't won't".split(
    " ",
  ),
);

/**
 * Content units as small integers, numbered once per comparison (both sides share one
 * numbering), each sentence's units once and in the order first met. Syllable and
 * character pairs are numbered by their char codes, without a string per pair; words,
 * stems and figures by their text.
 */
export class UnitIds {
  private readonly byText = new Map<string, number>();
  private readonly byCode = new Map<number, number>();
  /** 1 where the unit is a figure's value (it weighs double). */
  figure = new Uint8Array(256);
  size = 0;
  private seenIn = new Int32Array(256);
  private sentence = 0;
  private list: number[] = [];

  private make(figure: boolean): number {
    const id = this.size++;
    if (id >= this.figure.length) {
      const figures = new Uint8Array(this.figure.length * 2);
      figures.set(this.figure);
      this.figure = figures;
      const seen = new Int32Array(this.seenIn.length * 2);
      seen.set(this.seenIn);
      this.seenIn = seen;
    }
    this.figure[id] = figure ? 1 : 0;
    return id;
  }
  private push(id: number) {
    if (this.seenIn[id] === this.sentence) return;
    this.seenIn[id] = this.sentence;
    this.list.push(id);
  }
  text(unit: string, figure = false) {
    let id = this.byText.get(unit);
    if (id === undefined) this.byText.set(unit, (id = this.make(figure)));
    this.push(id);
  }
  /** A code below 2^30 that stands for one string of one or two characters (see sentenceUnits). */
  code(code: number) {
    let id = this.byCode.get(code);
    if (id === undefined) this.byCode.set(code, (id = this.make(false)));
    this.push(id);
  }
  begin() {
    this.sentence++;
    this.list = [];
  }
  end(): Int32Array {
    return new Int32Array(this.list);
  }
}

/** Per UTF-16 unit of the Basic Multilingual Plane: 1 Han, 2 Katakana or ー (the runs zh and ja pair up). */
export const HAN = 1;
export const KANA_RUN = 2;
/**
 * The BMP ranges of \p{Script=Han} and of [\p{Script=Katakana}ー], inclusive. Written out
 * because deriving them at run time (a 65,536-character string scanned by two property
 * regexes) cost 55-80 ms on the first ko, zh or ja sentence of every CLI run, a third of
 * `verify --jsonl` on pairs-dev; test/meaning/align.test.ts checks them against the regexes.
 */
export const HAN_RANGES: readonly (readonly [number, number])[] = [
  [0x2e80, 0x2e99], [0x2e9b, 0x2ef3], [0x2f00, 0x2fd5], [0x3005, 0x3005], [0x3007, 0x3007], [0x3021, 0x3029],
  [0x3038, 0x303b], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xf900, 0xfa6d], [0xfa70, 0xfad9],
];
export const KANA_RUN_RANGES: readonly (readonly [number, number])[] = [
  [0x30a1, 0x30fa], [0x30fc, 0x30ff], [0x31f0, 0x31ff], [0x32d0, 0x32fe], [0x3300, 0x3357], [0xff66, 0xff6f], [0xff71, 0xff9d],
];
let scriptTable: Uint8Array | null = null;
export function scripts(): Uint8Array {
  if (scriptTable) return scriptTable;
  const table = new Uint8Array(65536);
  for (const [a, b] of HAN_RANGES) for (let c = a; c <= b; c++) table[c] |= HAN;
  for (const [a, b] of KANA_RUN_RANGES) for (let c = a; c <= b; c++) table[c] |= KANA_RUN;
  return (scriptTable = table);
}
const ASTRAL_HAN = /^\p{Script=Han}$/u;
const ASTRAL_RUN = /^[\p{Script=Han}\p{Script=Katakana}]$/u;
const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
const isHangul = (c: number) => c >= 0xac00 && c <= 0xd7a3;
const LATIN = /[A-Za-z\u0130\u212a]/u;
/** Pair codes start above every single UTF-16 unit. */
const PAIR = 65536;

/** The content units of one sentence (a slice of the folded text) plus its number keys, into `ids`. */
export function sentenceUnits(sentence: string, lang: Lang, numberKeys: readonly string[], ids: UnitIds): Int32Array {
  ids.begin();
  for (const k of numberKeys) ids.text(`#${k}`, true);
  // Only ASCII letters, İ and the Kelvin sign lower-case into a-z: a sentence with none has no words to read.
  if (lang === "en" || LATIN.test(sentence)) {
    const lower = sentence.toLowerCase();
    for (const m of lower.matchAll(/[a-z][a-z0-9'’-]*[a-z0-9]|[a-z]/gu)) {
      const w = m[0];
      if (lang === "en") {
        if (w.length < 3 || EN_STOP.has(w)) continue;
        ids.text(enStem(w));
      } else if (w.length >= 2) ids.text(w);
    }
  }
  const n = sentence.length;
  if (lang === "ko") {
    // Syllable pairs inside a Hangul word, then each Han character.
    for (let i = 0; i + 1 < n; i++) {
      const a = sentence.charCodeAt(i);
      const b = sentence.charCodeAt(i + 1);
      if (isHangul(a) && isHangul(b)) ids.code(PAIR + (a - 0xac00) * 11172 + (b - 0xac00));
    }
    const table = scripts();
    for (let i = 0; i < n; i++) {
      const c = sentence.charCodeAt(i);
      if (isHigh(c) && i + 1 < n && isLow(sentence.charCodeAt(i + 1))) {
        const ch = sentence.slice(i, i + 2);
        if (ASTRAL_HAN.test(ch)) ids.text(ch);
        i++;
      } else if (table[c] & HAN) ids.code(c);
    }
  } else if (lang === "zh" || lang === "ja") {
    // Runs of Han and katakana: a lone character, else every pair of UTF-16 units in the run.
    const table = scripts();
    for (let i = 0; i < n; ) {
      const width = runWidth(sentence, i, table);
      if (width === 0) {
        i++;
        continue;
      }
      let e = i;
      for (let w = width; w > 0; w = runWidth(sentence, e, table)) e += w;
      if (e - i === 1) ids.code(sentence.charCodeAt(i));
      for (let k = i; k + 1 < e; k++) {
        const a = sentence.charCodeAt(k);
        const b = sentence.charCodeAt(k + 1);
        if (a >= 0x3000 && a < 0xa000 && b >= 0x3000 && b < 0xa000) ids.code(PAIR + (a - 0x3000) * 0x7000 + (b - 0x3000));
        else ids.text(sentence.slice(k, k + 2));
      }
      i = e;
    }
  }
  return ids.end();
}

/** How many UTF-16 units the Han, katakana or ー code point at `i` takes (0 when it is none of these). */
function runWidth(s: string, i: number, table: Uint8Array): number {
  if (i >= s.length) return 0;
  const c = s.charCodeAt(i);
  if (isHigh(c) && i + 1 < s.length && isLow(s.charCodeAt(i + 1))) return ASTRAL_RUN.test(s.slice(i, i + 2)) ? 2 : 0;
  return table[c] & (HAN | KANA_RUN) ? 1 : 0;
}

/** Two sentences link when this share of the smaller one's weighted content is in the other. */
export const LINK = 0.2;
/** A unit shared by more sentences than this (and more than this share of them) says nothing of where content went. */
const MAX_POSTINGS = 24;
/** Candidates kept per original sentence. */
const TOP = 6;

/** Aligns the sentences of two texts, each given as its content units (sentenceUnits, one UnitIds for both sides). */
export function alignClaims(origU: readonly Int32Array[], rewU: readonly Int32Array[], ids: UnitIds): Alignment {
  const n = origU.length;
  const m = rewU.length;
  const df = new Int32Array(ids.size);
  for (const us of origU) for (const u of us) df[u]++;
  for (const us of rewU) for (const u of us) df[u]++;
  const total = n + m;
  // Each unit's weight once: rarer units say more about where content went; figures count double.
  const weights = new Float64Array(ids.size);
  for (let id = 0; id < ids.size; id++) weights[id] = (ids.figure[id] ? 2 : 1) * Math.log(1 + total / df[id]);
  const sumOf = (us: Int32Array) => {
    let w = 0;
    for (const u of us) w += weights[u];
    return w;
  };
  const origW = origU.map(sumOf);
  const rewW = rewU.map(sumOf);
  const cap = Math.max(MAX_POSTINGS, Math.ceil(total * 0.005));
  const postings: number[][] = new Array(ids.size);
  rewU.forEach((us, j) => {
    for (const u of us) {
      const list = postings[u];
      if (!list) postings[u] = [j];
      else if (list.length <= cap) list.push(j);
    }
  });

  const edges: { i: number; j: number; shared: number; score: number }[] = [];
  const bestOfRew = new Float64Array(m);
  const bestOfOrig = new Float64Array(n);
  // Shared weight per rewrite sentence, in a typed array with the list of those touched (no Map per sentence).
  const acc = new Float64Array(m);
  const touched: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const j of touched) acc[j] = 0;
    touched.length = 0;
    for (const u of origU[i]) {
      const list = postings[u];
      if (!list || list.length > cap) continue;
      const w = weights[u];
      for (const j of list) {
        if (acc[j] === 0) touched.push(j);
        acc[j] += w;
      }
    }
    // The best few candidates of this sentence: a sentence repeated a hundred times links to a few twins, not all.
    const top: { i: number; j: number; shared: number; score: number }[] = [];
    for (const j of touched) {
      const shared = acc[j];
      // The share of the smaller sentence that the other holds: a split half is wholly in its original.
      const small = Math.min(origW[i], rewW[j]);
      const big = Math.max(origW[i], rewW[j]);
      const score = small > 0 ? (shared / small) * Math.min(1, 0.5 + (2 * small) / big) : 0;
      if (score < LINK * 0.6) continue;
      if (top.length < TOP) top.push({ i, j, shared, score });
      else {
        let worst = 0;
        for (let k = 1; k < TOP; k++) if (top[k].score < top[worst].score) worst = k;
        if (score > top[worst].score) top[worst] = { i, j, shared, score };
      }
    }
    for (const e of top) {
      edges.push(e);
      if (e.score > bestOfOrig[i]) bestOfOrig[i] = e.score;
      if (e.score > bestOfRew[e.j]) bestOfRew[e.j] = e.score;
    }
  }

  // Keep an edge that is each side's best, or close to it and strong: splits and merges.
  const parent = new Int32Array(n + m);
  for (let k = 0; k < n + m; k++) parent[k] = k;
  const find = (k: number): number => {
    while (parent[k] !== k) k = parent[k] = parent[parent[k]];
    return k;
  };
  const kept = edges.filter((e) => e.score >= LINK && (e.score >= bestOfOrig[e.i] * 0.75 || e.score >= bestOfRew[e.j] * 0.75));
  for (const e of kept) {
    const a = find(e.i);
    const b = find(n + e.j);
    if (a !== b) parent[a] = b;
  }
  const claimOf = new Map<number, number>();
  const claims: Claim[] = [];
  const originalClaim = new Int32Array(n).fill(-1);
  const rewriteClaim = new Int32Array(m).fill(-1);
  const linked = new Uint8Array(n + m);
  for (const e of kept) {
    linked[e.i] = 1;
    linked[n + e.j] = 1;
  }
  for (let k = 0; k < n + m; k++) {
    if (!linked[k]) continue;
    const root = find(k);
    let c = claimOf.get(root);
    if (c === undefined) {
      c = claims.length;
      claimOf.set(root, c);
      claims.push({ original: [], rewrite: [], coverage: 0, backCoverage: 0 });
    }
    if (k < n) {
      claims[c].original.push(k);
      originalClaim[k] = c;
    } else {
      claims[c].rewrite.push(k - n);
      rewriteClaim[k - n] = c;
    }
  }
  // Each claim's units on each side, once, in the order first met (the sums below add in that order).
  const inA = new Int32Array(ids.size);
  const inB = new Int32Array(ids.size);
  const listA: number[] = [];
  const listB: number[] = [];
  claims.forEach((c, k) => {
    const mark = k + 1;
    listA.length = 0;
    listB.length = 0;
    for (const i of c.original)
      for (const u of origU[i])
        if (inA[u] !== mark) {
          inA[u] = mark;
          listA.push(u);
        }
    for (const j of c.rewrite)
      for (const u of rewU[j])
        if (inB[u] !== mark) {
          inB[u] = mark;
          listB.push(u);
        }
    let shared = 0;
    let wa = 0;
    let wb = 0;
    for (const u of listA) {
      wa += weights[u];
      if (inB[u] === mark) shared += weights[u];
    }
    for (const u of listB) wb += weights[u];
    c.coverage = wa > 0 ? shared / wa : 0;
    c.backCoverage = wb > 0 ? shared / wb : 0;
  });
  return { claims, originalClaim, rewriteClaim };
}
