import { test } from "node:test";
import assert from "node:assert/strict";
import { compileLexicon, defaultLexicons, findLexiconHits, foldForLexicon, parseLexicon } from "../../lib/engine/lexicon";
import { analyzeText } from "../../lib/engine/analyze";

const MD = `# Title
Some prose that is ignored.
- not in a section

## Strict matches

- insights
- \`framework\`

## Multi-word phrases

- when it comes to
- not only ~ but also

## Notes
- ignored entry
`;

test("parseLexicon reads only the two sections' list items", () => {
  const lex = parseLexicon(MD, "en");
  assert.deepEqual(lex.strict, ["insights", "framework"]);
  assert.deepEqual(lex.phrases, ["when it comes to", "not only ~ but also"]);
});

test("shipped lexicons parse with the documented sizes", () => {
  const d = defaultLexicons();
  assert.equal(d.en!.strict.length + d.en!.phrases.length, 85);
  assert.equal(d.zh!.phrases.length, 60);
  assert.equal(d.ja!.phrases.length, 60);
  assert.ok(d.ko!.strict.length + d.ko!.phrases.length >= 90);
  // The calibration drop list, and the connectives of reporting dropped in issue 18.
  for (const banned of ["intersection", "principles", "mindset", "iterative", "responsible", "the power of", "one of the most", "as a result", "aims to", "when it comes to"]) {
    assert.ok(![...d.en!.strict, ...d.en!.phrases].includes(banned), banned);
  }
  for (const banned of ["환경", "기반", "흐름", "측면", "토대", "가리킨다"]) assert.ok(!d.ko!.strict.includes(banned), banned);
});

const hits = (text: string, lex = parseLexicon(MD, "en")) => {
  const f = foldForLexicon(text);
  return findLexiconHits(f, 0, f.length, lex);
};

test("en strict entries match whole words only, case-insensitively", () => {
  assert.deepEqual(hits("INSIGHTS matter; insightsful is not a word.").map((h) => h.entry), ["insights"]);
  assert.equal(hits("frameworks").length, 0);
});

test("curly apostrophes match straight ones", () => {
  const lex = parseLexicon("## Multi-word phrases\n- it's important to\n", "en");
  assert.equal(hits("It’s important to rest.", lex).length, 1);
  assert.equal(hits("It's important to rest.", lex).length, 1);
});

test("an entry counts once per paragraph, with every occurrence kept as a range", () => {
  const text = "Insights here, insights there.";
  const h = hits(text);
  assert.equal(h.length, 1);
  assert.deepEqual(h[0].ranges.map((r) => text.slice(r.start, r.end)), ["Insights", "insights"]);
});

test("`~` is a bounded wildcard of up to 40 characters", () => {
  const near = "It is not only fast but also cheap.";
  const h = hits(near);
  assert.equal(h.length, 1);
  assert.equal(near.slice(h[0].ranges[0].start, h[0].ranges[0].end), "not only fast but also");
  assert.equal(hits(`not only ${"x".repeat(41)} but also`).length, 0);
  assert.equal(hits(`not only ${"x".repeat(38)} but also`).length, 1);
});

test("CJK strict entries match as substrings inside eojeol", () => {
  const lex = parseLexicon("## Strict matches\n- 자리매김\n## Multi-word phrases\n- 가운데 하나로\n", "ko");
  assert.deepEqual(hits("확실히 자리매김했다. 명소 가운데 하나로 꼽힌다.", lex).map((h) => h.entry), ["자리매김", "가운데 하나로"]);
});

test("matching is linear-ish: many heads in a long text stay fast", () => {
  const lex = parseLexicon("## Multi-word phrases\n- 不仅~而且\n", "zh");
  const text = "不仅".repeat(50_000);
  const t0 = performance.now();
  assert.equal(hits(text, lex).length, 0);
  assert.ok(performance.now() - t0 < 2000);
});

const EN_LEX = { en: parseLexicon("## Strict matches\n- insights\n- framework\n", "en") };
const KO_LEX = { ko: parseLexicon("## Strict matches\n- 자리매김\n- 생태계\n", "ko") };

test("lexicon min hits: one en hit is hot, one CJK hit is not, two are", () => {
  const en = analyzeText("We gathered insights from the team yesterday.", { lexicons: EN_LEX });
  assert.equal(en.paragraphs[0].metrics.lexicon.hot, true);
  const ko1 = analyzeText("이 회사는 시장에서 자리매김을 했다.", { lexicons: KO_LEX });
  assert.equal(ko1.paragraphs[0].metrics.lexicon.entryCount, 1);
  assert.equal(ko1.paragraphs[0].metrics.lexicon.hot, false);
  const ko2 = analyzeText("이 회사는 생태계 안에서 자리매김을 했다.", { lexicons: KO_LEX });
  assert.equal(ko2.paragraphs[0].metrics.lexicon.hot, true);
  assert.ok(ko2.paragraphs[0].hotReasons.includes("lexicon"));
});

test("density threshold is strict: exactly 3 per 1,000 tokens is not hot", () => {
  // 1 entry in 333 tokens = 3.003 (hot); 1 entry in 1000 tokens with threshold 1 → 1.0 (not > 1).
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
  const at333 = analyzeText(`insights ${words(332)}.`, { lexicons: EN_LEX });
  assert.equal(at333.paragraphs[0].metrics.lexicon.hot, true);
  const at1000 = analyzeText(`insights ${words(999)}.`, { lexicons: EN_LEX, options: { lexicon: { densityThreshold: 1 } } });
  assert.equal(at1000.paragraphs[0].metrics.lexicon.density, 1);
  assert.equal(at1000.paragraphs[0].metrics.lexicon.hot, false);
  const at334 = analyzeText(`insights ${words(333)}.`, { lexicons: EN_LEX });
  assert.ok(at334.paragraphs[0].metrics.lexicon.density < 3);
  assert.equal(at334.paragraphs[0].metrics.lexicon.hot, false);
});

test("the dense lexicon table is the automaton's transition function with failure links, for every node and class of the shipped lexicons", () => {
  for (const [lang, lex] of Object.entries(defaultLexicons())) {
    const a = compileLexicon(lex!, 40);
    assert.ok(a.dense, lang);
    const C = a.classCount;
    const nodes = a.fail.length;
    // The next node from `node` on class c, read from the sparse tables alone.
    const edge = (node: number, c: number): number => {
      if (node === 0) return a.rootNext[c];
      const mask = a.edgeKey.length - 1;
      const key = node * C + c;
      for (let k = (Math.imul(key, 0x9e3779b1) >>> 0) & mask; ; k = (k + 1) & mask) {
        if (a.edgeKey[k] === key) return a.edgeNode[k];
        if (a.edgeKey[k] === -1) return -1;
      }
    };
    const delta = (node: number, c: number): number => {
      for (let n = node; ; n = a.fail[n]) {
        const t = edge(n, c);
        if (t !== -1) return t;
        if (n === 0) return 0;
      }
    };
    let wrong = 0;
    for (let node = 0; node < nodes; node++) {
      if (a.dense![node * C] !== 0) wrong++;
      for (let c = 1; c < C; c++) {
        const t = delta(node, c);
        if (a.dense![node * C + c] !== (a.out[t].length ? -(t * C) - 1 : t * C)) wrong++;
      }
    }
    assert.equal(wrong, 0, `${lang}: ${wrong} of ${nodes * C} entries differ`);
  }
});
