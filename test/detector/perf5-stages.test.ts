// Fast paths of the detector's protected-span, presence and genre stages, each checked against
// the plain computation it replaces on generated input.
import { test } from "node:test";
import assert from "node:assert/strict";
import { charPresence, charPresencePlain } from "../../lib/detector/char-presence";
import { detect, gateAndMerge, inDocumentOrder } from "../../lib/detector/detect";
import { dedupeOverlaps } from "../../lib/detector/match";
import { estimateGenre, estimateGenrePlain } from "../../lib/detector/genre";
import {
  afterFirstWord,
  findProtectedSpans,
  hasBlankLine,
  overlapsSorted,
  ProtectedIndex,
  quotedSpans,
  type ProtectedKind,
  type ProtectedSpan,
} from "../../lib/detector/protected";
import { analyzeText } from "../../lib/engine/analyze";
import type { Lang, TextRange } from "../../lib/engine/types";
import { fixturePacks } from "../packs/helpers";

/** Sorted, merged ranges: the plain computation ProtectedIndex's single pass must equal. */
function mergeRanges(spans: readonly TextRange[]): TextRange[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: TextRange[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}


/** A small deterministic generator (LCG) so failures reproduce. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function generate(rand: () => number, alphabet: readonly string[], length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

const QUOTE_ALPHABET = ["a", "b", " ", " ", "\n", "\r", "\t", "\u3000", "\u200b", '"', "'", "\u201C", "\u201D", "「", "」", "x", "1", "😀"];

test("hasBlankLine equals /\\n\\s*\\n/ over the same slice", () => {
  const rand = rng(1);
  for (let k = 0; k < 3000; k++) {
    const text = generate(rand, QUOTE_ALPHABET, 1 + Math.floor(rand() * 40));
    const from = Math.floor(rand() * text.length);
    const to = from + Math.floor(rand() * (text.length - from + 1));
    assert.equal(hasBlankLine(text, from, to), /\n\s*\n/.test(text.slice(from, to)), JSON.stringify([text, from, to]));
  }
});

/** Straight double quotes paired within paragraphs found by splitting on blank lines (the original way). */
function straightQuotesBySplit(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (const part of text.split(/(\n\s*\n)/)) {
    let open = -1;
    for (let i = part.indexOf('"'); i !== -1; i = part.indexOf('"', i + 1)) {
      if (open === -1) open = i;
      else {
        if (i - open <= 400) out.push({ start: start + open, end: start + i + 1 });
        open = -1;
      }
    }
    start += part.length;
  }
  return out;
}

test("straight double quotes pair as they did with the paragraph split", () => {
  const rand = rng(2);
  const alphabet = ["a", " ", "\n", "\n", "\t", '"', '"', "b"];
  let pairs = 0;
  for (let k = 0; k < 2000; k++) {
    const text = generate(rand, alphabet, 1 + Math.floor(rand() * 60));
    // Only the double-quote bit: the other quote kinds are left out of both sides.
    const got = quotedSpans(text, 1 << 3);
    const want = straightQuotesBySplit(text);
    assert.deepEqual(got, want, JSON.stringify(text));
    pairs += want.length;
  }
  assert.ok(pairs > 100, "the generated input exercises pairing");
});

test("curly and corner pairs stop at a blank line as the slice-and-regex test did", () => {
  const rand = rng(3);
  for (let k = 0; k < 2000; k++) {
    const text = generate(rand, QUOTE_ALPHABET, 1 + Math.floor(rand() * 50));
    const spans = quotedSpans(text, charPresence(text));
    for (const s of spans) {
      const open = text[s.start];
      if (open === "\u201C" || open === "「") assert.ok(!/\n\s*\n/.test(text.slice(s.start, s.end)), JSON.stringify([text, s]));
    }
  }
  const para = "“one\n\ntwo” and “three”";
  assert.deepEqual(quotedSpans(para, charPresence(para)), [{ start: para.indexOf("“three"), end: para.length }]);
});

test("charPresence's table equals the branchy per-unit lookup", () => {
  const rand = rng(4);
  const units: string[] = [];
  for (let c = 0; c < 65536; c += 1 + Math.floor(rand() * 7)) units.push(String.fromCharCode(c));
  for (const c of "`~@\"'‘“「『«＂0９AZhw年년月월©®〰〽㊗㊙‼\uD83D") units.push(c);
  for (let k = 0; k < 3000; k++) {
    const text = generate(rand, units, 1 + Math.floor(rand() * 30));
    assert.equal(charPresence(text), charPresencePlain(text), JSON.stringify(text));
  }
  // Every single unit, one at a time.
  for (let c = 0; c < 65536; c++) {
    const s = String.fromCharCode(c);
    assert.equal(charPresence(s), charPresencePlain(s), `unit ${c.toString(16)}`);
  }
});

test("ProtectedIndex overlap answers equal merged-range lookups, sorted input or not", () => {
  const rand = rng(5);
  const kinds: ProtectedKind[] = ["code", "url", "email", "quote", "number", "date", "proper-noun"];
  for (let k = 0; k < 500; k++) {
    const spans: ProtectedSpan[] = [];
    const n = Math.floor(rand() * 12);
    for (let i = 0; i < n; i++) {
      const start = Math.floor(rand() * 60);
      spans.push({ start, end: start + 1 + Math.floor(rand() * 8), kind: kinds[Math.floor(rand() * kinds.length)] });
    }
    const shuffled = spans.map((s) => ({ ...s }));
    const sorted = spans.map((s) => ({ ...s })).sort((a, b) => a.start - b.start || b.end - a.end);
    const all = mergeRanges(spans);
    const always = mergeRanges(spans.filter((s) => ["code", "url", "email", "quote"].includes(s.kind)));
    for (const index of [new ProtectedIndex(shuffled), new ProtectedIndex(sorted)]) {
      for (let start = 0; start < 70; start += 3) {
        const end = start + Math.floor(rand() * 6);
        assert.equal(index.overlaps(start, end), overlapsSorted(all, start, end));
        assert.equal(index.overlaps(start, end, true), overlapsSorted(always, start, end));
      }
    }
    // Building the index leaves the caller's spans as they were.
    assert.deepEqual(shuffled, spans);
  }
});

test("estimateGenre's counting loop equals String#match counting", () => {
  const rand = rng(6);
  const words: Record<Lang, string[]> = {
    en: ["Hi Sam,", "regards", "this paper", "report", "12.5%", "#tag", "@you", "my", "we must", "was born", "\n", " ", "thank you all", "(1900–1990)"],
    ko: ["보고서", "%", "# ", "1. ", "안녕하세요", "존경하는", "생각한다", "\n", " ", "ㅋㅋ", "리뷰"],
    zh: ["报告", "女士们", "摘要", "位于", "#话题#", "您好", "我今天", "社会", "\n", "%"],
    ja: ["報告", "皆様", "本研究", "である。", "#タグ", "拝啓", "こんにちは", "べきだ", "\n", "%"],
  };
  const seen = new Set<string>();
  for (const lang of ["en", "ko", "zh", "ja"] as Lang[]) {
    for (let k = 0; k < 400; k++) {
      const text = generate(rand, words[lang], 1 + Math.floor(rand() * 80));
      const genre = estimateGenre(text, lang);
      assert.equal(genre, estimateGenrePlain(text, lang), JSON.stringify([lang, text]));
      seen.add(`${lang}:${genre}`);
    }
  }
  assert.ok(seen.size > 8, "the generated input reaches many genres");
});

test("meta.stats.charCount counts the non-space units the plain way", () => {
  const rand = rng(7);
  const packs = fixturePacks();
  const alphabet = ["a", "가", " ", "\t", "\n", "\r", "\v", "\f", "\u00a0", "\u3000", "\u2003", "\u200b", "😀", "!", "\u001f", "\u0021", "\u0085"];
  for (let k = 0; k < 200; k++) {
    const text = `word ${generate(rand, alphabet, 1 + Math.floor(rand() * 60))}`;
    let plain = 0;
    for (const c of text.split("")) if (!/^[ \t\n\v\f\r\u00a0\u3000]$/.test(c)) plain++;
    assert.equal(detect(text, { packs, lang: "en" }).meta.stats?.charCount, plain, JSON.stringify(text));
  }
});

/** The original sentence-start rule: skip unless two words, then drop /^\S+\s+/. */
function afterFirstWordByRegex(body: string): number {
  if (body.split(/\s+/).filter(Boolean).length < 2) return -1;
  const first = /^\S+\s+/.exec(body);
  return first ? first[0].length : -1;
}

test("afterFirstWord equals the split-and-regex rule on generated runs", () => {
  const rand = rng(8);
  const alphabet = ["A", "b", "’", "-", " ", " ", "\t", "\u00a0", "\u3000", "\n"];
  let twoWords = 0;
  for (let k = 0; k < 3000; k++) {
    const body = generate(rand, alphabet, 1 + Math.floor(rand() * 16));
    const pad = "x.".repeat(k % 3);
    const got = afterFirstWord(pad + body, pad.length, pad.length + body.length);
    const want = afterFirstWordByRegex(body);
    // Both agree whenever the run starts with a word, as every capitalized run does.
    if (!/^\s/.test(body)) assert.equal(got === -1 ? -1 : got - pad.length, want, JSON.stringify(body));
    if (want !== -1) twoWords++;
  }
  assert.ok(twoWords > 300, "the generated input has multi-word runs");
});

test("sentence-initial names keep every word after the first", () => {
  const text = "Grand Canyon Lodge opened. Then Mary\u00a0Ann Smith left. Alone.";
  const names = findProtectedSpans(text, "en").filter((s) => s.kind === "proper-noun").map((s) => text.slice(s.start, s.end));
  assert.deepEqual(names, ["Canyon Lodge", "Mary\u00a0Ann Smith"]);
});

/** gateAndMerge as first written: always concatenate and sort. */
function gateAndMergeBySort(kinds: string[], minCounts: number[], occurrences: { start: number; end: number; matcher: number }[], tokens: number) {
  const byMatcher = new Map<number, typeof occurrences>();
  for (const o of occurrences) {
    const list = byMatcher.get(o.matcher) ?? [];
    byMatcher.set(o.matcher, list);
    list.push(o);
  }
  const spans: typeof occurrences = [];
  const checks: typeof occurrences = [];
  for (const [k, list] of byMatcher) {
    const own = kinds[k] === "check" ? list : dedupeOverlaps(list);
    if (own.length < minCounts[k] || (own.length * 1000) / Math.max(1, tokens) < 0) continue;
    (kinds[k] === "check" ? checks : spans).push(...own);
  }
  const merged = byMatcher.size > 1 ? dedupeOverlaps(spans) : spans;
  return merged.concat(checks).sort((a, b) => a.start - b.start || b.end - a.end);
}

test("gateAndMerge skips the sort only when it would change nothing", () => {
  const rand = rng(9);
  let unsorted = 0;
  for (let k = 0; k < 2000; k++) {
    const n = 1 + Math.floor(rand() * 3);
    const kinds = Array.from({ length: n }, () => (rand() < 0.3 ? "check" : "terms"));
    const minCounts = Array.from({ length: n }, () => 1 + Math.floor(rand() * 2));
    const def = { matchers: kinds.map((kind, i) => ({ kind, minCount: minCounts[i], per1000: 0 })) } as unknown as Parameters<typeof gateAndMerge>[0];
    const occurrences = Array.from({ length: Math.floor(rand() * 8) }, (_, id) => {
      const start = Math.floor(rand() * 30);
      return { start, end: start + 1 + Math.floor(rand() * 5), matcher: Math.floor(rand() * n), id };
    });
    if (!inDocumentOrder(occurrences)) unsorted++;
    assert.deepEqual(gateAndMerge(def, occurrences, 100), gateAndMergeBySort(kinds, minCounts, occurrences, 100));
  }
  assert.ok(unsorted > 500, "the generated input is often out of order");
});

test("sentence length stats count code points, with or without surrogates in the text", () => {
  const rand = rng(10);
  const packs = fixturePacks();
  const words = ["One", "two", "three", "four.", "Five!", "six?", "😀", "𝒳", " ", " ", "\n\n", "가나다."];
  let withSurrogates = 0;
  for (let k = 0; k < 150; k++) {
    const text = `Start here. ${generate(rand, words, 5 + Math.floor(rand() * 50))}`;
    const sentences = analyzeText(text, { lang: "en" }).paragraphs.flatMap((p) => p.sentences);
    const lengths = sentences.map((s) => s.end - s.start - (text.slice(s.start, s.end).match(/[\uDC00-\uDFFF]/g)?.length ?? 0));
    const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
    const stats = detect(text, { packs, lang: "en" }).meta.sentence_length_stats;
    assert.equal(stats.mean, Math.round(mean * 10) / 10, JSON.stringify(text));
    if (/[\uDC00-\uDFFF]/.test(text)) withSurrogates++;
  }
  assert.ok(withSurrogates > 30 && withSurrogates < 150, "both kinds of text are generated");
});
