import assert from "node:assert/strict";
import { test } from "node:test";
import { applyDecisions, composeChunks, diffChunks, reviewChunks } from "../../lib/editor/rewrite-chunks";
import type { RewriteChunk } from "../../lib/llm/events";

// One long Korean paragraph with three fixes: CodeMirror would see one line-based chunk.
const original = "이 도구는 매우 중요한 역할을 수행하며, 다양한 분야에서 혁신적인 변화를 이끌어낸다.";
function chunk(id: string, from: string, to: string, findings: string[]): RewriteChunk {
  const start = original.indexOf(from);
  return { id, start, end: start + from.length, original: from, replacement: to, finding_ids: findings, reason: `${from} → ${to}` };
}
const chunks = [chunk("c001", "매우 중요한 역할을 수행하며", "큰 몫을 하며", ["f1"]), chunk("c002", "다양한", "여러", ["f2"]), chunk("c003", "혁신적인 변화를 이끌어낸다", "변화를 만든다", ["f3"])];
const rewrite = "이 도구는 큰 몫을 하며, 여러 분야에서 변화를 만든다.";

test("the pipeline's chunks are placed in the rewrite, one decision per fix", () => {
  const placed = composeChunks(original, rewrite, chunks);
  assert.ok(placed);
  assert.equal(placed.length, 3);
  for (const [i, c] of placed.entries()) {
    assert.equal(original.slice(c.fromA, c.toA), chunks[i].original);
    assert.equal(rewrite.slice(c.fromB, c.toB), chunks[i].replacement);
    assert.deepEqual(c.findingIds, chunks[i].finding_ids);
  }
});

test("chunks that do not produce the rewrite are refused, and the diff split takes over", () => {
  assert.equal(composeChunks(original, rewrite + " 끝.", chunks), null);
  const bad = [{ ...chunks[0], original: "다른 글" }];
  assert.equal(composeChunks(original, rewrite, bad), null);
  const fallback = reviewChunks(original, rewrite, bad);
  assert.ok(fallback.length >= 3, `expected several decisions, got ${fallback.length}`);
  assert.equal(applyDecisions(original, rewrite, fallback, Object.fromEntries(fallback.map((c) => [c.id, "accepted"]))), rewrite);
});

test("decisions: accepted chunks take the rewrite, rejected and pending keep the original", () => {
  const placed = composeChunks(original, rewrite, chunks)!;
  const mixed = applyDecisions(original, rewrite, placed, { c001: "accepted", c002: "rejected" });
  assert.equal(mixed, "이 도구는 큰 몫을 하며, 다양한 분야에서 혁신적인 변화를 이끌어낸다.");
  assert.equal(applyDecisions(original, rewrite, placed, {}), original);
  assert.equal(applyDecisions(original, rewrite, placed, { c001: "accepted", c002: "accepted", c003: "accepted" }), rewrite);
});

test("the diff split keeps changes in one paragraph apart unless they nearly touch", () => {
  const a = "Alpha beta gamma delta epsilon zeta eta theta.";
  const b = "Alpha BETA gamma delta epsilon ZETA eta theta.";
  const split = diffChunks(a, b);
  assert.equal(split.length, 2);
  assert.equal(applyDecisions(a, b, split, { [split[0].id]: "accepted" }), "Alpha BETA gamma delta epsilon zeta eta theta.");
});

test("a pipeline chunk holding several separate fixes becomes one decision per fix, with its findings", () => {
  const a = "Furthermore, this approach not only enhances productivity but also fosters collaboration.";
  const b = "This approach not only enhances productivity but also encourages collaboration.";
  const big: RewriteChunk = { id: "c002", start: 0, end: a.length, original: a, replacement: b, finding_ids: ["f1", "f2"], reason: "connectives and vocabulary" };
  const findings = [
    { id: "f1", start: 0, end: 12 },
    { id: "f2", start: a.indexOf("fosters"), end: a.indexOf("fosters") + 7 },
  ];
  const pieces = reviewChunks(a, b, [big], findings);
  assert.equal(pieces.length, 2);
  assert.deepEqual(pieces.map((p) => p.findingIds), [["f1"], ["f2"]]);
  assert.equal(a.slice(pieces[1].fromA, pieces[1].toA), "fosters");
  assert.equal(b.slice(pieces[1].fromB, pieces[1].toB), "encourages");
  for (const p of pieces) assert.equal(p.reason, "connectives and vocabulary");
  assert.equal(applyDecisions(a, b, pieces, { [pieces[1].id]: "accepted" }), "Furthermore, this approach not only enhances productivity but also encourages collaboration.");
  assert.equal(applyDecisions(a, b, pieces, Object.fromEntries(pieces.map((p) => [p.id, "accepted"]))), b);
});

test("a chunk the meaning check flagged keeps its reason through placement and splitting", () => {
  const a = "Revenue grew 30% in 2023, and moreover the team leveraged it.";
  const b = "Revenue grew 37% in 2023, and the team used it.";
  const flagged: RewriteChunk = { id: "c001", start: 0, end: a.length, original: a, replacement: b, finding_ids: ["f1"], reason: "", meaning_flag: "30% became 37%" };
  const pieces = reviewChunks(a, b, [flagged]);
  assert.ok(pieces.length >= 2);
  for (const p of pieces) assert.equal(p.meaningFlag, "30% became 37%");
  assert.equal(composeChunks(a, b, [flagged])?.[0].meaningFlag, "30% became 37%");
});
