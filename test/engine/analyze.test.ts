import { test } from "node:test";
import assert from "node:assert/strict";
import { analyzeText } from "../../lib/engine/analyze";
import { EmptyTextError, UnsupportedLanguageError } from "../../lib/engine/errors";
import type { Analysis } from "../../lib/engine/types";

const NO_LEX = { lexicons: {} };

export const KO_EXAMPLE =
  "이 도구는 단순한 자동완성을 넘어선다. 이 도구는 사용자의 의도를 이해한다.\n" +
  "이 도구는 효율적인 협업을 가능하게 한다. 이 도구는 혁신적인 생산성을 제공한다.\n" +
  "이 도구는 다양한 언어를 지원한다.";
export const EN_EXAMPLE =
  "The tool is innovative. The tool is efficient. The tool is reliable.\nThe tool is scalable. The tool is essential.";

test("seed §10 Korean example: 26 tokens, CV ≈ 0.08 low, TTR 18/26 mid, zoom S1-S2 and S4-S5", () => {
  const a = analyzeText(KO_EXAMPLE, NO_LEX);
  assert.equal(a.lang, "ko");
  const p = a.paragraphs[0];
  assert.deepEqual(p.sentences.map((s) => s.tokens.length), [5, 5, 6, 5, 5]);
  assert.equal(p.metrics.tokenCount, 26);
  assert.equal(p.metrics.burstiness.cv!.toFixed(2), "0.08");
  assert.equal(p.metrics.burstiness.band, "low");
  assert.equal(p.metrics.mattr.value, 18 / 26);
  assert.equal(p.metrics.mattr.method, "ttr");
  assert.equal(p.metrics.mattr.band, "mid");
  assert.ok(p.hot);
  assert.ok(p.hotReasons.includes("burstiness"));
  assert.deepEqual(p.zoom.map((z) => z.label), ["P1.S1-S2", "P1.S4-S5"]);
  assert.equal(KO_EXAMPLE.slice(p.zoom[0].start, p.zoom[0].end), "이 도구는 단순한 자동완성을 넘어선다. 이 도구는 사용자의 의도를 이해한다.");
  assert.equal(a.skip, "few-paragraphs");
});

test("seed §10 English example: CV 0.00 and TTR 0.40 both low, zoom S1-S5", () => {
  const a = analyzeText(EN_EXAMPLE, NO_LEX);
  const p = a.paragraphs[0];
  assert.equal(a.lang, "en");
  assert.equal(p.metrics.tokenCount, 20);
  assert.equal(p.metrics.burstiness.cv, 0);
  assert.equal(p.metrics.burstiness.band, "low");
  assert.equal(p.metrics.mattr.value, 0.4);
  assert.equal(p.metrics.mattr.band, "low");
  assert.deepEqual(p.hotReasons, ["burstiness", "mattr"]);
  assert.deepEqual(p.zoom.map((z) => [z.label, z.from, z.to]), [["P1.S1-S5", 1, 5]]);
  assert.equal(p.metrics.endingMonotony, null);
  assert.equal(p.metrics.ko, null);
});

test("MATTR uses the 50-token window on long paragraphs", () => {
  const words = Array.from({ length: 120 }, (_, i) => `w${i % 30}`);
  const a = analyzeText(words.join(" ") + ".", NO_LEX);
  assert.equal(a.paragraphs[0].metrics.mattr.method, "mattr");
  assert.equal(a.paragraphs[0].metrics.mattr.value, 30 / 50);
});

test("skip conditions: paragraphs <= 2, sentences <= 2, language disabled", () => {
  const three = "One sentence here.\n\nAnother one there.\n\nA third one now.";
  assert.equal(analyzeText(three, NO_LEX).skip, null);
  assert.equal(analyzeText("One sentence here.\n\nAnother one there.", NO_LEX).skip, "few-paragraphs");
  const twoSentences = analyzeText("One sentence here.\n\n---\n\nAnother one there.", NO_LEX);
  assert.equal(twoSentences.paragraphs.length, 3);
  assert.equal(twoSentences.sentenceCount, 2);
  assert.equal(twoSentences.skip, "few-sentences");
  const disabled = analyzeText(EN_EXAMPLE + "\n\n" + EN_EXAMPLE + "\n\n" + EN_EXAMPLE, { ...NO_LEX, options: { languages: ["ko"] } });
  assert.equal(disabled.skip, "language-disabled");
  assert.ok(disabled.paragraphs.every((p) => !p.hot && p.zoom.length === 0));
});

test("a paragraph without tokens is skipped and never hot; short texts still get hot flags", () => {
  const a = analyzeText(EN_EXAMPLE + "\n\n* * *\n\nShort tail.", NO_LEX);
  assert.equal(a.paragraphs[1].skipped, true);
  assert.equal(a.paragraphs[1].hot, false);
  assert.equal(a.paragraphs[1].metrics.tokenCount, 0);
  const short = analyzeText(EN_EXAMPLE, NO_LEX);
  assert.equal(short.skip, "few-paragraphs");
  assert.equal(short.paragraphs[0].hot, true);
});

test("burstiness band is withheld below 3 sentences but the CV is recorded", () => {
  const a = analyzeText("Five words are right here. Five more words are here.", NO_LEX);
  assert.equal(a.paragraphs[0].metrics.burstiness.cv, 0);
  assert.equal(a.paragraphs[0].metrics.burstiness.band, null);
  assert.ok(!a.paragraphs[0].hotReasons.includes("burstiness"));
});

// Five sentences × four eojeol, no commas, four suffix classes: the ko composite is hot.
const KO_FLAT =
  "학생들은 학교에서 수업을 듣는다. 선생님은 교실에서 문제를 푼다. 아이들은 운동장에서 공을 찬다. " +
  "부모들은 집에서 저녁을 만든다. 친구들은 도서관에서 책을 읽는다.";

test("ko diagnostics composite: hot with the defaults, and each leg alone can veto it", () => {
  const base = analyzeText(KO_FLAT, NO_LEX).paragraphs[0].metrics.ko!;
  assert.equal(base.hot, true);
  assert.equal(base.posDiversity.proxy, "suffix");
  assert.ok(base.posDiversity.matchedCount >= 10 && base.posDiversity.classDiversity < 0.26);
  assert.ok(base.spacing.eojeolLengthCV < 0.38 && base.comma.perSentence < 1);
  const veto = (koDiagnostics: object) => analyzeText(KO_FLAT, { ...NO_LEX, options: { koDiagnostics } }).paragraphs[0].metrics.ko!.hot;
  assert.equal(veto({ minSentences: 6 }), false);
  assert.equal(veto({ minSentences: 5 }), true);
  assert.equal(veto({ minEojeols: 21 }), false);
  assert.equal(veto({ minEojeols: 20 }), true);
  assert.equal(veto({ bands: { eojeolLengthCV: base.spacing.eojeolLengthCV } }), false);
  assert.equal(veto({ bands: { commaPerSentence: 0 } }), false);
  assert.equal(veto({ bands: { posMatchedMin: base.posDiversity.matchedCount + 1 } }), false);
  assert.equal(veto({ bands: { posMatchedMin: base.posDiversity.matchedCount } }), true);
  assert.equal(veto({ bands: { posClassDiversity: base.posDiversity.classDiversity } }), false);
  assert.equal(veto({ enabled: false }), false);
  // Commas: one per sentence breaks the comma leg.
  const commas = KO_FLAT.replace(/은 /g, "은, ");
  assert.equal(analyzeText(commas, NO_LEX).paragraphs[0].metrics.ko!.hot, false);
});

test("ko ending monotony: each leg, formal endings excluded, and short paragraphs with a CV", () => {
  const m = (text: string, endingMonotony?: object, extra?: object) =>
    analyzeText(text, { ...NO_LEX, options: { endingMonotony, ...extra } }).paragraphs[0].metrics.endingMonotony!;
  const base = m(KO_FLAT);
  assert.equal(base.declarativeDaCount, 5);
  assert.equal(base.declarativeDaRatio, 1);
  assert.equal(base.hot, true);
  assert.equal(m(KO_FLAT, { minRatio: 1.01 }).hot, false);
  assert.equal(m(KO_FLAT, { minCount: 6 }).hot, false);
  assert.equal(m(KO_FLAT, { minTokens: 21 }).hot, false);
  assert.equal(m(KO_FLAT, undefined, { burstiness: { bands: { low: 0, high: 0.5 } } }).hot, false);
  const formal = KO_FLAT.replace(/듣는다|푼다|찬다|만든다|읽는다/g, "합니다");
  assert.equal(m(formal).declarativeDaCount, 0);
  assert.equal(m(formal).hot, false);
  // Two equal sentences (no burstiness band) of 10 eojeol each still qualify.
  const two = "우리는 오늘 아침 아주 일찍 시장에 가서 과일을 많이 샀다. 그들은 어제 저녁 아주 늦게 극장에 가서 영화를 함께 봤다.";
  const a = analyzeText(two, NO_LEX).paragraphs[0];
  assert.equal(a.metrics.burstiness.band, null);
  assert.equal(a.metrics.endingMonotony!.hot, true);
  assert.ok(a.hotReasons.includes("ending-monotony"));
});

const varied = (lead: string) => `${lead} we shipped the release after a long and tiring week of work. Then we slept.`;

test("fake-candor openers only count once the document has two", () => {
  const one = analyzeText([varied("Honestly,"), varied("Yesterday"), varied("Later")].join("\n\n"), NO_LEX);
  assert.equal(one.discourse.candorCount, 1);
  assert.ok(one.paragraphs.every((p) => !p.hotReasons.includes("fake-candor")));
  const text = [varied("Honestly,"), varied("Yesterday"), varied("To be honest,")].join("\n\n");
  const two = analyzeText(text, NO_LEX);
  assert.equal(two.discourse.candorCount, 2);
  assert.deepEqual(two.paragraphs.map((p) => p.hotReasons.includes("fake-candor")), [true, false, true]);
  const r = two.paragraphs[2].metrics.discourse.candor[0];
  assert.equal(text.slice(r.start, r.end), "To be honest");
  const ko = analyzeText("솔직히 말하면 이건 어렵다. 정말로.\n\n그래도 해 본다. 오늘은.\n\n솔직히 잘 모르겠다. 내일.", NO_LEX);
  assert.equal(ko.discourse.candorCount, 2);
});

test("thematic breaks count only at three or more; a divider block belongs to the section it opens", () => {
  const section = (i: number) => `Section ${i} starts with a fairly long sentence about things. Then short.`;
  const two = analyzeText([section(1), "---", section(2), "* * *", section(3)].join("\n\n"), NO_LEX);
  assert.equal(two.discourse.thematicBreakCount, 2);
  assert.ok(two.paragraphs.every((p) => !p.hotReasons.includes("thematic-break")));
  const text = [section(1), "---", section(2), "⁂", section(3), "◆◆◆", section(4)].join("\n\n");
  const three = analyzeText(text, NO_LEX);
  assert.equal(three.discourse.thematicBreakCount, 3);
  assert.deepEqual(three.paragraphs.map((p) => p.hotReasons.includes("thematic-break")), [false, false, true, false, true, false, true]);
  const r = three.paragraphs[2].metrics.discourse.thematicBreaks[0];
  assert.equal(text.slice(r.start, r.end), "---");
  // A setext underline is a heading, not a divider.
  assert.equal(analyzeText("Title\n---\nBody text here.", NO_LEX).discourse.thematicBreakCount, 0);
});

test("errors: empty, whitespace-only, zero-width-only, undetectable and unsupported languages", () => {
  assert.throws(() => analyzeText(""), EmptyTextError);
  assert.throws(() => analyzeText(" \n\t\r\n "), EmptyTextError);
  assert.throws(() => analyzeText("\u200B\uFEFF"), EmptyTextError);
  assert.throws(() => analyzeText("Это русский текст."), UnsupportedLanguageError);
  assert.throws(() => analyzeText("12345"), /No supported language/);
  assert.throws(() => analyzeText("Hello there.", { lang: "fr" as never }), /Unsupported language "fr"/);
  assert.equal(analyzeText("Это русский текст.", { lang: "en", ...NO_LEX }).lang, "en");
});

// ---- offset invariants over generated strings ----

function checkInvariants(text: string, a: Analysis): void {
  const isSpace = (c: string) => /\s/.test(c);
  let prevEnd = 0;
  for (const p of a.paragraphs) {
    assert.ok(p.start >= prevEnd && p.start < p.end && p.end <= text.length, "paragraph order");
    assert.ok(!isSpace(text[p.start]) && !isSpace(text[p.end - 1]), "paragraph trimmed");
    prevEnd = p.end;
    let sPrev = p.start;
    for (const s of p.sentences) {
      assert.ok(s.start >= sPrev && s.start < s.end && s.end <= p.end, "sentence nested");
      sPrev = s.end;
      let tPrev = s.start;
      for (const t of s.tokens) {
        assert.ok(t.start >= tPrev && t.start < t.end && t.end <= s.end, "token nested");
        assert.equal(text.slice(t.start, t.end), t.text);
        tPrev = t.end;
      }
    }
    for (const h of p.metrics.lexicon.hits) {
      for (const r of h.ranges) {
        assert.ok(r.start >= p.start && r.end <= p.end && r.start < r.end, "lexicon range nested");
        const seen = text.slice(r.start, r.end).replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, "").normalize("NFC").toLowerCase();
        if (!h.entry.includes("~")) assert.equal(seen, h.entry.toLowerCase());
      }
    }
    for (const z of p.zoom) assert.equal(z.start, p.sentences[z.from - 1].start);
  }
}

test("offset invariants hold over random text mixing CRLF, emoji, NFD Hangul, tabs, zero-width and full-width punctuation", () => {
  const pieces = [
    "자리매김", "생태계".normalize("NFD"), "한국어", "도구는".normalize("NFD"), "insights", "Framework", "word",
    "😀", "👩‍👩‍👧", "𠮷", "\u200B", "\uFEFF", "\u00AD", "\t", " ", " ", " ", "\r\n", "\n\n", "\r\n\r\n",
    ".", "。", "！", "？", "，", "、", "…", "—", '"', "「", "」", "e\u0301", "道具", "が", "工具", "---",
  ];
  const lexicons = {
    ko: { lang: "ko" as const, strict: ["자리매김", "생태계"], phrases: ["한국어 도구는"] },
    en: { lang: "en" as const, strict: ["insights", "framework"], phrases: ["word ~ word"] },
    zh: { lang: "zh" as const, strict: [], phrases: ["工具", "生态"] },
    ja: { lang: "ja" as const, strict: [], phrases: ["道具が"] },
  };
  let seed = 2024;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  let checked = 0;
  for (let round = 0; round < 400; round++) {
    let text = "";
    const n = 5 + Math.floor(rand() * 80);
    for (let k = 0; k < n; k++) text += pieces[Math.floor(rand() * pieces.length)];
    for (const lang of ["ko", "en", "zh", "ja"] as const) {
      let a: Analysis;
      try {
        a = analyzeText(text, { lang, lexicons });
      } catch (err) {
        assert.ok(err instanceof EmptyTextError);
        continue;
      }
      checkInvariants(text, a);
      checked++;
    }
  }
  assert.ok(checked > 1000);
});

test("NFD Hangul gives the same metrics as NFC and ranges that slice the NFD text", () => {
  const nfd = KO_EXAMPLE.normalize("NFD").replace(/ /g, " \u200B");
  const a = analyzeText(nfd, NO_LEX);
  const b = analyzeText(KO_EXAMPLE, NO_LEX);
  assert.deepEqual(a.paragraphs[0].metrics.burstiness, b.paragraphs[0].metrics.burstiness);
  assert.deepEqual(a.paragraphs[0].metrics.mattr, b.paragraphs[0].metrics.mattr);
  const t = a.paragraphs[0].sentences[0].tokens[1];
  assert.equal(t.text, "도구는".normalize("NFD"));
  assert.equal(nfd.slice(t.start, t.end), t.text);
});
