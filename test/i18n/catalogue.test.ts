// The catalogue is complete: every pattern of every shipped pack has a name and a fix in all
// four UI languages (each matcher's own fix too), every finding template renders in every
// language, and the CJK catalogues hold no English prose.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FINDING_WORDS, UI_MESSAGES } from "../../lib/i18n/catalogue";
import type { FindingMsgId } from "../../lib/i18n/findings/params";
import { UI_LANGS } from "../../lib/i18n/locales";
import { PATTERN_TEXT } from "../../lib/i18n/patterns";
import { findingLabel, patternFix, patternName } from "../../lib/i18n/render";
import { defaultPackSet } from "../../lib/packs/default-set";

const packs = defaultPackSet();
const allPatterns = Object.values(packs.byLang).flatMap((c) => c.patterns);

test("every shipped pattern has a name and a fix in every UI language, its matchers' fixes included", () => {
  assert.ok(allPatterns.length >= 184, `expected the full catalogue, found ${allPatterns.length}`);
  const missing: string[] = [];
  for (const def of allPatterns) {
    for (const ui of UI_LANGS) {
      if (ui === def.lang) continue; // its own pack speaks its own language
      const entry = PATTERN_TEXT[ui][def.id];
      if (!entry) {
        missing.push(`${ui}: ${def.id}`);
        continue;
      }
      const [name, fix, matcherFixes = {}] = entry;
      if (!name.trim() || !fix.trim()) missing.push(`${ui}: ${def.id} (empty name or fix)`);
      def.matchers.forEach((m, i) => {
        if (m.fix !== undefined && !matcherFixes[i]?.trim()) missing.push(`${ui}: ${def.id} matcher ${i} fix`);
      });
      for (const k of Object.keys(matcherFixes)) {
        if (def.matchers[Number(k)]?.fix === undefined) missing.push(`${ui}: ${def.id} has a fix for matcher ${k}, which has no fix of its own (matchers moved?)`);
      }
    }
  }
  assert.deepEqual(missing, []);
});

test("no catalogue entry names a pattern that does not exist", () => {
  const ids = new Set(allPatterns.map((d) => d.id));
  for (const ui of UI_LANGS) for (const id of Object.keys(PATTERN_TEXT[ui])) assert.ok(ids.has(id), `${ui} names unknown pattern ${id}`);
});

test("a pattern's label and fix render in the UI language; its own language reads the pack", () => {
  const jeok = allPatterns.find((d) => d.id === "ko-jeok-suffix-overuse")!;
  assert.equal(patternName("ko", jeok), jeok.name);
  assert.match(patternName("en", jeok), /~적/); // the tell's own name stays Korean in an English UI
  assert.match(findingLabel("en", jeok), /^Language: /);
  assert.match(findingLabel("ja", jeok), /^言葉づかい：「~적（的）」接尾辞の多用$/);
  assert.match(patternFix("zh", jeok), /把“~적”拆开写/);
  const vocab = allPatterns.find((d) => d.id === "en-ai-vocabulary")!;
  assert.equal(patternFix("en", vocab, 1), vocab.matchers[1].fix);
  assert.match(patternFix("ko", vocab, 1), /몰려 있습니다/);
});

// English words a CJK string may hold: names, units and the quoted tells themselves.
const ALLOWED_LATIN = /\b(?:AI|API|JSON|Markdown|MPS|patina|URL|OK|yyds|Title|Case|more|than|it|is|are|has|to|because|about|so|but|as|of|April|from|X|Y|A|B|N|S[123]|I hope this helps|serves as|not X but Y|many kinds of|How rising rents change commuting|most revenue comes from X|pivotal|a testament to|underscores the importance|it depends|the implementation of the reduction of costs|cutting costs|made a decision to investigate|decided to investigate|was conducted|than)\b/g;

function latinProse(s: string): string | null {
  const rest = s.replace(ALLOWED_LATIN, "").replace(/\$\{[^}]*\}/g, "");
  const m = /[A-Za-z]{3,}(?:\s+[A-Za-z]{3,}){1,}/.exec(rest);
  return m ? m[0] : null;
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "function") out.push(String(value));
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

test("the Korean, Chinese and Japanese catalogues hold no English prose", () => {
  for (const ui of ["ko", "zh", "ja"] as const) {
    const texts = [
      ...strings(UI_MESSAGES[ui]).filter((s) => !s.startsWith("(") && !s.includes("=>")),
      ...Object.values(PATTERN_TEXT[ui]).flatMap((e) => [e[0], e[1], ...Object.values(e[2] ?? {})]),
      ...strings(FINDING_WORDS[ui].categories),
      ...strings(FINDING_WORDS[ui].bands),
    ];
    for (const s of texts) assert.equal(latinProse(s), null, `${ui}: English prose in “${s}”`);
  }
});

const SAMPLE_PARAMS: Record<FindingMsgId, object> = {
  "reason.span": { quote: "pivotal", count: 3, per1000: 24.6, paragraphsHit: 2, paragraphs: 4, total: 5 },
  "reason.check": { detail: { id: "check.triplet-lists.detail", params: {} }, summaries: [{ id: "check.triplet-lists.summary", params: { count: 2 } }] },
  "reason.document": { count: 4, quotes: ["a", "b"], more: true, per1000: 3.5 },
  "reason.advice": { quote: "pivotal" },
  "fix.replace": { replacement: "use" },
  "fix.delete": {},
  "check.sentence-length-uniformity": { sentences: 12, lo: 9, hi: 12, mean: 10.5 },
  "check.paragraph-uniformity": { paragraphs: 4, sentenceCounts: "3, 3, 3, 3", tokenCounts: "40, 42, 41, 39" },
  "check.ending-repetition.detail": { ending: "있다", run: 4 },
  "check.ending-repetition.summary": { runs: 2, longest: 4 },
  "check.paragraph-question-opener.detail": { paragraph: 2 },
  "check.paragraph-question-opener.summary": { count: 2, paragraphs: 5 },
  "check.emoji.detail": { emoji: "🚀" },
  "check.emoji.summary": { count: 3 },
  "check.boldface.detail": { text: "key" },
  "check.boldface.summary": { count: 4 },
  "check.inline-header-list.detail": { header: "Speed:" },
  "check.inline-header-list.summary": { count: 3 },
  "check.title-case-heading.detail": {},
  "check.title-case-heading.summary": { count: 1 },
  "check.heading-bullets.detail": { heading: true },
  "check.heading-bullets.summary": { headings: 2, bullets: 5 },
  "check.dash-density": { count: 6, per1000: 4.2, threshold: 2.5 },
  "check.curly-quotes.detail": {},
  "check.curly-quotes.summary": { curly: 4, straight: 0 },
  "check.triplet-lists.detail": {},
  "check.triplet-lists.summary": { count: 2 },
  "check.short-line-stack.detail": { lines: 5 },
  "check.short-line-stack.summary": { stacks: 1, longest: 5 },
  "check.sentence-initial-connective": { count: 6, sentences: 12, share: 0.5, terms: ["또한", "그리고"] },
  "check.stylometry-hot.paragraph": { paragraph: 2, reasons: [{ id: "hot.mattr", params: {} }, { id: "hot.burstiness", params: { lengths: [10, 11, 10] } }] },
  "check.stylometry-hot.zoom": { paragraph: 2, lengths: [10, 11, 10] },
  "check.stylometry-hot.summary": { hot: 2, total: 4 },
  "hot.burstiness": { lengths: [10, 11] },
  "hot.mattr": {},
  "hot.lexicon": { per1000: 40, entries: ["delve"] },
  "hot.ko-diagnostics": { commas: 1.5 },
  "hot.ending-monotony": { count: 8, share: 0.9 },
  "hot.fake-candor": {},
  "hot.thematic-break": {},
  "hot.other": { reason: "a reason this build does not know" },
  "warning.score-unavailable": { error: "bad catalog" },
  "warning.short-text": {},
  "warning.mixed-language": { scripts: ["Hangul 60%", "Latin 40%"], lang: "Korean" },
  "warning.language-mismatch": { detected: "Korean", chosen: "English" },
  "warning.no-packs": { lang: "Korean" },
  "warning.stylometry-skipped": {},
};

test("every finding template renders a sentence in every UI language", async () => {
  const { renderMsg } = await import("../../lib/i18n/render");
  for (const ui of UI_LANGS) {
    for (const [id, params] of Object.entries(SAMPLE_PARAMS)) {
      const out = renderMsg(ui, { id, params: params as never });
      assert.ok(out.length >= 2 && out !== id, `${ui} ${id} → “${out}”`);
      if (ui !== "en" && id !== "hot.other") assert.equal(latinProse(out.replace(/pivotal|delve|use|key|Speed|Hangul|Latin|bad catalog/g, "")), null, `${ui} ${id}: “${out}”`);
    }
  }
});
