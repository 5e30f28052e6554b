import assert from "node:assert/strict";
import { test } from "node:test";
import { encodeSse, type PipelineEvent } from "../../lib/llm/events";
import { SseReader } from "../../lib/editor/sse";

const events: PipelineEvent[] = [
  { type: "rewrite_progress", stage: "rewrite", done: 1, total: 3 },
  { type: "warning", code: "w", message: "한국어 경고 😀" },
  { type: "error", code: "boom", message: "stop", retryable: false },
];

test("events survive being cut at every byte boundary", () => {
  const wire = events.map(encodeSse).join("");
  for (let cut = 1; cut < wire.length; cut++) {
    const reader = new SseReader();
    const got = [...reader.push(wire.slice(0, cut)), ...reader.push(wire.slice(cut))];
    assert.deepEqual(got, events);
  }
});

test("comments, unknown event types and malformed JSON are skipped; CRLF is accepted", () => {
  const reader = new SseReader();
  const got = reader.push(": keep-alive\n\nevent: nonsense\ndata: {}\n\nevent: warning\ndata: {not json\n\nevent: warning\r\ndata: {\"code\":\"c\",\"message\":\"m\"}\r\n\r\n");
  assert.deepEqual(got, [{ type: "warning", code: "c", message: "m" }]);
});
