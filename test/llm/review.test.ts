import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { readDocument } from "../../lib/document/read-document";
import type { RewriteChunk } from "../../lib/llm/events";
import { reviewRewrite } from "../../lib/llm/review";

const chunk = (original: string, replacement: string): RewriteChunk => ({ id: "c001", start: 0, end: original.length, original, replacement, finding_ids: [], reason: "" });

function review(original: string, rewrite: string, chunks: RewriteChunk[], round = 1) {
  return reviewRewrite({
    lang: "ko",
    original,
    rewrite,
    chunks,
    before: readDocument(original, { lang: "ko" }).report,
    after: readDocument(rewrite, { lang: "ko" }).report,
    round,
    maxRounds: 3,
  });
}

describe("naturalness review (seed 002)", () => {
  const formal = "회의는 오후 세 시에 시작합니다. 자료는 미리 읽어 오시기 바랍니다. 장소는 3층 회의실입니다.";

  test("a clean light edit is accepted with grade A", () => {
    const rewrite = "회의는 오후 세 시에 시작합니다. 자료는 미리 읽어 와 주십시오. 장소는 3층 회의실입니다.";
    const r = review(formal, rewrite, [chunk("오시기 바랍니다", "와 주십시오")]);
    assert.equal(r.s1_residual, 0);
    assert.ok(r.verdict === "accept" || r.verdict === "accept_with_note", r.verdict);
    assert.ok(r.change_rate > 0 && r.change_rate < 30);
  });

  test("습니다 → 해요 and a change rate over 50% roll back", () => {
    const rewrite = "회의는 세 시에 해요. 자료 꼭 읽고 와요. 3층에서 봐요.";
    const r = review(formal, rewrite, [chunk(formal, rewrite)]);
    assert.ok(r.over_polish_signals.some((s) => /register shift/u.test(s)));
    assert.ok(r.change_rate > 50);
    assert.equal(r.verdict, "rollback_and_rewrite");
    assert.notEqual(r.grade, "A");
  });

  test("after the last round an unresolved verdict becomes hold_and_report", () => {
    const rewrite = "회의는 세 시에 해요. 자료 꼭 읽고 와요. 3층에서 봐요.";
    const r = review(formal, rewrite, [chunk(formal, rewrite)], 3);
    assert.equal(r.verdict, "hold_and_report");
  });
});
