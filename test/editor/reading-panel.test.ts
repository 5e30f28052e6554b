import assert from "node:assert/strict";
import { test } from "node:test";
import { readDocument } from "../../lib/document/read-document";
import { draftFile, fileStamp, fileStem, reportFile } from "../../lib/editor/downloads";
import { NO_IGNORES, withIgnoredPattern } from "../../lib/editor/ignores";
import { groupByCategory, severityCounts } from "../../lib/editor/panel";
import { toEditorReading } from "../../lib/editor/reading";
import { displayKey, SHORTCUTS } from "../../lib/editor/shortcuts";
import { bandLabel, categoryName, UI_MESSAGES } from "../../lib/i18n/catalogue";
import { negotiateUiLang, parseAcceptLanguage, pickUiLang } from "../../lib/i18n/locales";

const text = [
  "In today's fast-paced world, it is important to note that AI plays a pivotal role in shaping the future of work. Moreover, it is crucial to leverage these innovative tools to unlock new possibilities.",
  "Furthermore, this comprehensive approach not only enhances productivity but also fosters collaboration. In conclusion, embracing AI is essential for success in the ever-evolving landscape.",
  "I hope this helps! Let me know if you have any other questions.",
].join("\n\n");

test("the editor reading keeps exact spans and drops the bulky analysis", () => {
  const reading = toEditorReading(text, readDocument(text), NO_IGNORES);
  assert.ok(reading.findings.length > 10);
  for (const f of reading.findings) if (f.scope === "span") assert.equal(text.slice(f.start, f.end), f.text_span);
  assert.equal("analysis" in reading, false);
  assert.ok(JSON.stringify(reading).length < 40_000);
});

test("ignoring a pattern removes its findings and lowers the AI-likeness", () => {
  const full = toEditorReading(text, readDocument(text), NO_IGNORES);
  const pattern = full.findings.find((f) => f.category === "communication")!.pattern;
  const less = toEditorReading(text, readDocument(text), withIgnoredPattern(NO_IGNORES, pattern));
  assert.equal(less.findings.some((f) => f.pattern === pattern), false);
  assert.ok(less.ignoredCount > 0);
  assert.equal(less.ignoredIds.length, less.ignoredCount);
  assert.deepEqual(less.ignoredIds, full.findings.filter((f) => f.pattern === pattern).map((f) => f.id));
  assert.ok(less.scores.aiLikeness.score < full.scores.aiLikeness.score, `${less.scores.aiLikeness.score} < ${full.scores.aiLikeness.score}`);
});

test("the panel groups by category, biggest first, with bars relative to the largest", () => {
  const reading = toEditorReading(text, readDocument(text), NO_IGNORES);
  const groups = groupByCategory(reading.findings, "all");
  assert.equal(groups.reduce((n, g) => n + g.count, 0), reading.findings.length);
  assert.equal(groups[0].share, 1);
  for (let i = 1; i < groups.length; i++) assert.ok(groups[i].count <= groups[i - 1].count);
  const s1 = groupByCategory(reading.findings, "S1");
  assert.equal(s1.reduce((n, g) => n + g.count, 0), severityCounts(reading.findings).S1);
});

test("downloads carry the text and the report, named after the draft, with the draft's line break", () => {
  const reading = toEditorReading(text, readDocument(text), NO_IGNORES);
  const stamp = fileStamp(new Date(Date.UTC(2026, 11, 1, 13, 45, 0)));
  assert.equal(stamp, "2026-12-01T13-45-00Z");
  assert.equal(draftFile(text, "md", fileStem("", stamp)).name, "patina-draft-2026-12-01T13-45-00Z.md");
  assert.equal(draftFile(text, "txt", fileStem("보고서: 초안/2", stamp)).name, "보고서 초안 2.txt");
  const crlf = draftFile("one\ntwo", "txt", "x", "\r\n");
  assert.equal(crlf.body, "one\r\ntwo");
  const file = reportFile(text, reading, fileStem("Essay", stamp), stamp);
  assert.equal(file.name, "Essay - patina report.json");
  const report = JSON.parse(file.body);
  assert.equal(report.text, text);
  assert.equal(report.findings.length, reading.findings.length);
  assert.equal(report.scores.aiLikeness.score, reading.scores.aiLikeness.score);
});

test("UI strings: every language has every key; the browser's preference picks the language", () => {
  for (const lang of ["ko", "zh", "ja"] as const) {
    assert.deepEqual(Object.keys(UI_MESSAGES[lang]).sort(), Object.keys(UI_MESSAGES.en).sort(), lang);
    for (const [k, v] of Object.entries(UI_MESSAGES[lang])) assert.ok(typeof v !== "string" || v.length > 0, `${lang}.${k}`);
  }
  assert.equal(pickUiLang(["ko-KR", "en-US"]), "ko");
  assert.equal(pickUiLang(["fr-FR", "en-GB", "ko"]), "en");
  assert.equal(pickUiLang(["zh-TW", "en"]), "zh");
  assert.equal(pickUiLang(["ja-JP"]), "ja");
  assert.equal(pickUiLang(["de"]), "en");
  assert.deepEqual(parseAcceptLanguage("en;q=0.5, ja-JP, ko;q=0.8, *;q=0.1, fr;q=0"), ["ja-JP", "ko", "en"]);
  assert.equal(negotiateUiLang({ acceptLanguage: "de, zh-CN;q=0.9" }), "zh");
  assert.equal(negotiateUiLang({ acceptLanguage: "de" }), null);
  assert.equal(negotiateUiLang({ explicit: "ja", cookie: "patina-ui-lang=ko", acceptLanguage: "en" }), "ja");
  assert.equal(negotiateUiLang({ explicit: "xx", cookie: "a=1; patina-ui-lang=ko", acceptLanguage: "en" }), "ko");
  const mixed = { band: "mixed", range: [31, 50] as [number, number], label_en: "Mixed" };
  assert.equal(bandLabel("ko", mixed), "혼재");
  assert.equal(bandLabel("ja", mixed), "混在");
  assert.equal(bandLabel("zh", { band: "excellent", range: [90, 100], label_en: "Excellent" }), "优秀");
  assert.equal(bandLabel("zh", { band: "excellent", range: [0, 15], label_en: "Excellent" }), "最佳");
  assert.equal(categoryName("ko", "filler"), "군더더기");
  assert.equal(categoryName("zh", "viral-hook"), "流量钩子");
  assert.equal(categoryName("en", "my-pack"), "my-pack");
});

test("every shortcut has a help line and a printable key", () => {
  for (const s of SHORTCUTS) {
    for (const lang of ["en", "ko", "zh", "ja"] as const) assert.ok(UI_MESSAGES[lang][`key.${s.action}`]);
    for (const k of s.keys) assert.ok(displayKey(k, false).length > 0);
  }
  assert.equal(displayKey("Mod-Shift-i", false), "Ctrl+Shift+I");
  assert.equal(displayKey("Mod-Shift-i", true), "⌘ShiftI");
});
