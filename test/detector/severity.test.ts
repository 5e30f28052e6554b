import { test } from "node:test";
import assert from "node:assert/strict";
import { applyFactor, assignSeverity, countThresholds, isConcentrated, isPervasive, meetsMinimum, severityFromCount } from "../../lib/detector/severity";
import { detect } from "../../lib/detector/detect";

const doc = (count: number, paragraphs = 6, paragraphsHit = 1, maxInOneParagraph = 1) => ({ count, paragraphs, paragraphsHit, maxInOneParagraph });

test("general rubric: 1–2 S3, 3–5 S2, 6+ S1", () => {
  assert.equal(severityFromCount(doc(1)), "S3");
  assert.equal(severityFromCount(doc(2, 6, 2)), "S3");
  assert.equal(severityFromCount(doc(3, 6, 1, 1)), "S2");
  assert.equal(severityFromCount(doc(5, 8, 2, 3)), "S2");
  assert.equal(severityFromCount(doc(6, 12, 3, 2)), "S1");
});

test("concentrated in one paragraph is S2; pervasive across most paragraphs is S1", () => {
  assert.equal(isConcentrated(2, 5), true);
  assert.equal(severityFromCount(doc(2, 5, 1, 2)), "S2");
  assert.equal(isPervasive(4, 6), true);
  assert.equal(isPervasive(2, 6), false);
  assert.equal(severityFromCount(doc(4, 6, 4, 1)), "S1");
});

test("short texts scale thresholds: 2 instances in 2 paragraphs = S2, a lone one stays S3", () => {
  assert.deepEqual(countThresholds(2), { s2: 2, s1: 3 });
  assert.deepEqual(countThresholds(8), { s2: 3, s1: 6 });
  assert.equal(severityFromCount(doc(2, 2, 2, 1)), "S2");
  assert.equal(severityFromCount(doc(1, 1, 1, 1)), "S3");
  assert.equal(severityFromCount(doc(3, 1, 1, 3)), "S1");
});

test("strong patterns: one clear instance is S1; structure judged by strength", () => {
  assert.equal(assignSeverity({ ...doc(1), strong: true }), "S1");
  assert.equal(assignSeverity({ ...doc(1), structure: true, strength: "clear" }), "S1");
  assert.equal(assignSeverity({ ...doc(1), structure: true, strength: "moderate" }), "S2");
  assert.equal(assignSeverity({ ...doc(2, 6, 2, 1), structure: true }), "S2");
  assert.equal(assignSeverity({ ...doc(1), structure: true }), "S3");
});

test("document-type factors: amplify ×1.5 capped, reduce ×0.5 floored at S3, suppress drops", () => {
  assert.equal(applyFactor("S3", 1.5), "S2");
  assert.equal(applyFactor("S2", 1.5), "S1");
  assert.equal(applyFactor("S1", 1.5), "S1");
  assert.equal(applyFactor("S1", 0.5), "S2");
  assert.equal(applyFactor("S2", 0.5), "S3");
  assert.equal(applyFactor("S3", 0.5), "S3");
  assert.equal(applyFactor("S1", 0), null);
  assert.equal(meetsMinimum("S3", "S2"), false);
  assert.equal(meetsMinimum("S1", "S2"), true);
});

test("s1-per-1000: a count-earned S1 below the pack's human rate stays S2; at or above it, S1", () => {
  const base = { count: 6, paragraphs: 1, paragraphsHit: 1, maxInOneParagraph: 6 };
  assert.equal(assignSeverity({ ...base }), "S1");
  assert.equal(assignSeverity({ ...base, rate: 20, s1Rate: 45 }), "S2");
  assert.equal(assignSeverity({ ...base, rate: 45, s1Rate: 45 }), "S1");
  // Pervasive use is still judged by its rate.
  assert.equal(assignSeverity({ count: 4, paragraphs: 4, paragraphsHit: 4, maxInOneParagraph: 1, rate: 10, s1Rate: 30 }), "S2");
  // Strong patterns and clear structural signals are not count-earned: the rate floor does not touch them.
  assert.equal(assignSeverity({ ...base, strong: true, rate: 1, s1Rate: 45 }), "S1");
  assert.equal(assignSeverity({ ...base, strength: "clear", rate: 1, s1Rate: 45 }), "S1");
});

test("Korean connectives at an essay's ordinary rate are not S1; packed densely they are", () => {
  const ordinary =
    "지난 주말에 동네 도서관에 다녀왔다. 또한 오랜만에 친구를 만나 점심을 먹었다. 친구는 요즘 이직을 고민하고 있다고 했다. 회사가 멀어서 출퇴근에만 하루 세 시간이 든다는 것이다. " +
    "나는 그 이야기를 듣고 예전에 다니던 회사 생각이 났다. 따라서 쉽게 조언하기가 어려웠다. 우리는 결국 각자의 사정을 이야기하다가 해가 질 무렵에야 헤어졌다. " +
    "집에 돌아오는 길에 편의점에 들러 우유와 빵을 샀다. 그리고 저녁에는 밀린 빨래를 하고 책을 조금 읽었다. 피곤해서 몇 쪽 읽지 못하고 잠이 들었다. " +
    "다음 날 아침에는 비가 왔다. 우산을 챙겨 나가면서 어제 친구가 한 말을 다시 떠올렸다. 여전히 무슨 말을 해 줘야 할지는 잘 모르겠다. " +
    "버스 정류장에는 우산 없이 서 있는 학생이 둘 있었다. 한 명은 가방을 머리에 이고 있었고 다른 한 명은 휴대폰만 들여다보고 있었다. " +
    "회사에 도착하니 엘리베이터가 고장이 나서 계단으로 칠 층까지 올라가야 했다. 점심에는 팀장님이 새로 생긴 국숫집에 가자고 해서 다 같이 나갔다. " +
    "또한 국수는 생각보다 맛있었는데 양이 조금 적었다. 게다가 오후 회의는 예정보다 한 시간이나 길어졌고 퇴근할 무렵에는 비가 그쳐 있었다.";
  const dense = "또한 중요하다. 따라서 필요하다. 또한 유익하다. 그러므로 가치가 있다. 또한 의미가 있다. 따라서 주목해야 한다.";
  const severityOf = (text: string) => detect(text, { lang: "ko" }).findings.filter((f) => f.pattern === "ko-style#13").map((f) => f.severity);
  const o = severityOf(ordinary);
  assert.ok(o.length >= 3, `connectives found: ${o.length}`);
  assert.equal(detect(ordinary, { lang: "ko" }).meta.stats?.patterns["ko-connective-overuse"]?.rawSeverity, "S2");
  assert.ok(!o.includes("S1"), o.join(","));
  assert.ok(severityOf(dense).includes("S1"));
});

test("packs: s1-per-1000 parses as a non-negative number (default 0) and the shipped connective patterns carry one", async () => {
  const { parsePack } = await import("../../lib/packs/parse");
  const { onePack, GOOD_BLOCK } = await import("../packs/helpers");
  assert.equal(parsePack("en-language.md", onePack(GOOD_BLOCK)).patterns[0].s1Per1000, 0);
  assert.equal(parsePack("en-language.md", onePack(GOOD_BLOCK.replace("fix:", "s1-per-1000: 30\nfix:"))).patterns[0].s1Per1000, 30);
  assert.throws(() => parsePack("en-language.md", onePack(GOOD_BLOCK.replace("fix:", "s1-per-1000: -1\nfix:"))), /s1-per-1000/);
  assert.throws(() => parsePack("en-language.md", onePack(GOOD_BLOCK.replace("fix:", "s1-per-1000: many\nfix:"))), /s1-per-1000/);
  const { defaultPackSet } = await import("../../lib/packs/load");
  const ko = defaultPackSet().packs.filter((p) => p.language === "ko").flatMap((p) => p.patterns);
  assert.ok((ko.find((d) => d.id === "ko-connective-overuse")?.s1Per1000 ?? 0) > 0);
});
