// Chinese human answers and papers the Chinese catalogue must not flag (issue 18): cues dropped
// because HC3 human answers and C-ReD human papers use them at least as often as the AI texts
// written for the same questions and titles (scripts/precision-review.ts --lang zh). Each case
// has an AI-register control beside it, so the test fails if the pattern stops firing at all.
import { test } from "node:test";
import assert from "node:assert/strict";
import { detect } from "../../lib/detector/detect";

const patterns = (text: string): string[] => detect(text, { lang: "zh" }).findings.map((f) => f.pattern);

test("zh-language#32: 越来越 and 不断 describe a trend, as human writers do", () => {
  const human = "近年来，城市里的电动车越来越多，停车位却不断减少，小区物业只好重新划线。";
  assert.ok(!patterns(human).includes("zh-language#32"));
  const stacked = "电动车日益普及，充电需求持续增长，管理将进一步规范，服务也更加完善。";
  assert.ok(patterns(stacked).includes("zh-language#32"), "更加, 日益, 进一步, 持续 still fire");
});

test("zh-content#1 / #5: 发挥重要作用 and 研究显示 are how human papers report findings", () => {
  const paper = "研究显示，该蛋白在细胞凋亡中发挥重要作用，其表达水平与预后相关。";
  const found = patterns(paper);
  assert.ok(!found.includes("zh-content#1") && !found.includes("zh-content#5"));
  const inflated = "专家认为，这项技术至关重要，具有深远意义。";
  const still = patterns(inflated);
  assert.ok(still.includes("zh-content#1") && still.includes("zh-content#5"), "至关重要 / 专家认为 still fire");
});

test("zh-filler#31 and #22: 综上所述 and 可以说 close a human argument", () => {
  const essay = "可以说，这次改革并不彻底。综上所述，本文认为应当先完善配套制度。";
  const found = patterns(essay);
  assert.ok(!found.includes("zh-filler#31") && !found.includes("zh-filler#22"));
  const padded = "总而言之，这次改革并不彻底。换句话说，制度还需完善。事实上，问题早就存在。";
  const still = patterns(padded);
  assert.ok(still.includes("zh-filler#31") && still.includes("zh-filler#22"), "总而言之 / 换句话说 still fire");
});

test("zh-language#7, zh-structure#26, zh-style#13: 一系列, 作为一个, 是由于, 与此同时 are ordinary prose", () => {
  const human = "作为一个老师，我做了一系列尝试。成绩下降是由于课时减少，与此同时，作业也变多了。";
  const found = patterns(human);
  for (const p of ["zh-language#7", "zh-structure#26", "zh-style#13"]) assert.ok(!found.includes(p), p);
  const ai = "此外，这一方法有助于提高效率，确保质量。它们被认为是关键，这使得团队更灵活。除此之外，成本也下降了。";
  const still = patterns(ai);
  for (const p of ["zh-language#7", "zh-structure#26", "zh-style#13"]) assert.ok(still.includes(p), `${p} still fires on its remaining cues`);
});
