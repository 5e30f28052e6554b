// One side of a comparison, read once: the folded text (mask.ts), its sentences, numbers,
// marks, frames and privatives, each with the sentence it sits in, so that the
// comparisons look things up by sentence instead of scanning the document per claim
// (a 200,000-character pair has thousands of claims).
import type { Lang, TextRange } from "../engine/types";
import { findAntonyms, type AntonymHit } from "./antonyms";
import { findMarks, isPolar, type Mark, type Privative } from "./marks";
import { readText } from "./mask";
import { extractNumbers, type NumberMention } from "./numbers";
import { splitSentences } from "./sentences";
import type { AnchorChange, AnchorKind, AnchorVerdictName } from "./types";

/** How every comparison reports an anchor: kind, original range, rewrite range, verdict, change, one-line reason. */
export type Report = (type: AnchorKind, at: TextRange, rw: TextRange, verdict: AnchorVerdictName, change: AnchorChange, reason: string) => void;

export interface Side {
  text: string;
  folded: string;
  sentences: TextRange[];
  numbers: NumberMention[];
  marks: Mark[];
  /** Rhetorical frames ("not only", 不是…而是, ではなく): a negation one side spells out and the other frames. */
  frames: TextRange[];
  opaque: TextRange[];
  /** Counts the original implies by listing items (a bulleted list of four: "네 가지"). */
  listCounts: Set<number>;
  /** Sentence index of each number and mark; frames and privatives (closed, 예외, 关闭) per sentence. */
  numberSentence: Int32Array;
  markSentence: Int32Array;
  frameCount: Int32Array;
  privatives: Privative[];
  privativeSentence: Int32Array;
  /** The privatives of sentence s are privatives[privativeFrom[s] .. privativeFrom[s + 1]). */
  privativeFrom: Int32Array;
  /** Antonym words (antonyms.ts), in order; those of sentence s are antonyms[antonymFrom[s] .. antonymFrom[s + 1]). */
  antonyms: AntonymHit[];
  antonymFrom: Int32Array;
  /** 1 where a sentence holds a negation or a "none" word. */
  polarSentence: Uint8Array;
  lang: Lang;
}

export function sentenceOf(sentences: readonly TextRange[], pos: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  if (hi < 0) return -1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid].end <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The sentence of each item, by its start. */
function sentencesOf(sentences: readonly TextRange[], items: readonly TextRange[]): Int32Array {
  const out = new Int32Array(items.length);
  for (let k = 0; k < items.length; k++) out[k] = sentenceOf(sentences, items[k].start);
  return out;
}

export function readSide(text: string, lang: Lang): Side {
  const { folded, opaque } = readText(text);
  const sentences = splitSentences(folded).map(({ start, end }) => ({ start, end }));
  const numbers = extractNumbers(folded, lang);
  const { marks, frames, privatives } = findMarks(folded, lang);
  const markSentence = sentencesOf(sentences, marks);
  const privativeSentence = sentencesOf(sentences, privatives);
  const antonyms = findAntonyms(folded, lang);
  const antonymSentence = sentencesOf(sentences, antonyms);
  antonyms.forEach((h, k) => (h.sentence = antonymSentence[k]));
  const polarSentence = new Uint8Array(sentences.length);
  marks.forEach((m, k) => {
    if (isPolar(m.cls) && markSentence[k] >= 0) polarSentence[markSentence[k]] = 1;
  });
  return {
    text,
    folded,
    sentences,
    numbers,
    marks,
    frames,
    opaque,
    listCounts: listCounts(folded),
    numberSentence: sentencesOf(sentences, numbers),
    markSentence,
    frameCount: frameCounts(sentences, frames),
    privatives,
    privativeSentence,
    privativeFrom: firstIndexPerSentence(privativeSentence, sentences.length),
    antonyms,
    antonymFrom: firstIndexPerSentence(antonymSentence, sentences.length),
    polarSentence,
    lang,
  };
}

function frameCounts(sentences: readonly TextRange[], frames: readonly TextRange[]): Int32Array {
  const out = new Int32Array(sentences.length);
  for (const f of frames) {
    const s = sentenceOf(sentences, f.start);
    if (s >= 0) out[s]++;
  }
  return out;
}

/** The lengths of the bulleted or numbered lists of a text, and their total. */
function listCounts(folded: string): Set<number> {
  const out = new Set<number>();
  let run = 0;
  let total = 0;
  for (const line of folded.split("\n")) {
    if (/^\s*(?:[-*•·▪]|\d{1,2}[.)]|[①-⑳])\s+\S/u.test(line)) {
      run++;
      total++;
    } else if (line.trim() !== "") {
      if (run > 1) out.add(run);
      run = 0;
    }
  }
  if (run > 1) out.add(run);
  if (total > 1) out.add(total);
  return out;
}

/** For items sorted by sentence (their sentence indices in `of`), where each sentence's items begin; one extra entry at the end. */
function firstIndexPerSentence(of: Int32Array, sentences: number): Int32Array {
  const from = new Int32Array(sentences + 1);
  for (const s of of) if (s >= 0) from[s + 1]++;
  for (let s = 0; s < sentences; s++) from[s + 1] += from[s];
  return from;
}

export /** How many rhetorical frames the given sentences hold. */
function framesIn(side: Side, sentences: readonly number[]): number {
  let n = 0;
  for (const s of sentences) n += side.frameCount[s];
  return n;
}
