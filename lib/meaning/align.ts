// Which rewrite sentences carry which original sentence's content, whatever the
// rewrite did to order and sentence breaks. Sentences are compared by their
// content units — stemmed words (en), syllable pairs inside a word (ko), Han and
// katakana pairs (zh, ja), Latin names, and number values — weighted by how rare
// each unit is in the pair, so shared names and figures count more than shared
// endings. Candidates come from an inverted index (units shared by too many
// sentences are skipped), so the work grows with the text, not its square.
// Linked sentences form claims: connected groups, so a sentence split in two or two
// merged into one is one claim.
import { stemmer } from "stemmer";
import type { Lang, TextRange } from "../engine/types";

export interface Span extends TextRange {
  /** Content units, each once. */
  units: string[];
}

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

/** The content units of one sentence (a slice of the folded text) plus its number keys. */
export function contentUnits(sentence: string, lang: Lang, numberKeys: readonly string[]): string[] {
  const units = new Set<string>();
  for (const k of numberKeys) units.add(`#${k}`);
  const lower = sentence.toLowerCase();
  for (const m of lower.matchAll(/[a-z][a-z0-9'’-]*[a-z0-9]|[a-z]/gu)) {
    const w = m[0];
    if (lang === "en") {
      if (w.length < 3 || EN_STOP.has(w)) continue;
      units.add(stemmer(w.replace(/['’]s$/u, "")));
    } else if (w.length >= 2) units.add(w);
  }
  if (lang === "ko") {
    for (const m of sentence.matchAll(/[가-힣]{2,}/gu)) {
      const w = m[0];
      for (let i = 0; i + 1 < w.length; i++) units.add(w.slice(i, i + 2));
    }
    for (const m of sentence.matchAll(/[\p{Script=Han}]+/gu)) for (const ch of m[0]) units.add(ch);
  } else if (lang === "zh" || lang === "ja") {
    for (const m of sentence.matchAll(/[\p{Script=Han}\p{Script=Katakana}ー]+/gu)) {
      const w = m[0];
      if (w.length === 1) units.add(w);
      for (let i = 0; i + 1 < w.length; i++) units.add(w.slice(i, i + 2));
    }
  }
  return [...units];
}

/** Two sentences link when this share of the smaller one's weighted content is in the other. */
export const LINK = 0.2;
/** A unit shared by more sentences than this (and more than this share of them) says nothing of where content went. */
const MAX_POSTINGS = 24;
/** Candidates kept per original sentence. */
const TOP = 6;

export function alignClaims(orig: readonly Span[], rew: readonly Span[]): Alignment {
  const n = orig.length;
  const m = rew.length;
  // Units as small integers, each string hashed once: the rest is array work.
  const ids = new Map<string, number>();
  const idOf = (u: string) => {
    let id = ids.get(u);
    if (id === undefined) ids.set(u, (id = ids.size));
    return id;
  };
  const origU = orig.map((s) => Int32Array.from(s.units, idOf));
  const rewU = rew.map((s) => Int32Array.from(s.units, idOf));
  const df = new Int32Array(ids.size);
  for (const us of origU) for (const u of us) df[u]++;
  for (const us of rewU) for (const u of us) df[u]++;
  const total = n + m;
  // Each unit's weight once: rarer units say more about where content went; figures count double.
  const weights = new Float64Array(ids.size);
  for (const [u, id] of ids) weights[id] = (u.charCodeAt(0) === 35 ? 2 : 1) * Math.log(1 + total / df[id]);
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
  const parent = Int32Array.from({ length: n + m }, (_, k) => k);
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
  for (const c of claims) {
    const a = new Set<number>();
    for (const i of c.original) for (const u of origU[i]) a.add(u);
    const b = new Set<number>();
    for (const j of c.rewrite) for (const u of rewU[j]) b.add(u);
    let shared = 0;
    let wa = 0;
    let wb = 0;
    for (const u of a) {
      wa += weights[u];
      if (b.has(u)) shared += weights[u];
    }
    for (const u of b) wb += weights[u];
    c.coverage = wa > 0 ? shared / wa : 0;
    c.backCoverage = wb > 0 ? shared / wb : 0;
  }
  return { claims, originalClaim, rewriteClaim };
}
