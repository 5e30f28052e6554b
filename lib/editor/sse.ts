// An incremental reader of a text/event-stream body: feed it decoded text as it
// arrives, get back the complete events. Frames split across network chunks are
// held until their blank line arrives.
import type { PipelineEvent, PipelineEventType } from "../llm/events";

const EVENT_TYPES: ReadonlySet<string> = new Set<PipelineEventType>([
  "detection_meta",
  "detection_finding",
  "rewrite_progress",
  "rewrite_chunk",
  "audit_verdict",
  "review_verdict",
  "warning",
  "final",
  "error",
]);

export class SseReader {
  private buffer = "";

  /** Events completed by this piece of text; unknown or malformed frames are skipped. */
  push(text: string): PipelineEvent[] {
    this.buffer += text.replace(/\r\n?/g, "\n");
    const events: PipelineEvent[] = [];
    let cut: number;
    while ((cut = this.buffer.indexOf("\n\n")) >= 0) {
      const frame = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const event = parseFrame(frame);
      if (event) events.push(event);
    }
    return events;
  }
}

function parseFrame(frame: string): PipelineEvent | null {
  let type = "message";
  const data: string[] = [];
  for (const line of frame.split("\n")) {
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event") type = value;
    else if (field === "data") data.push(value);
  }
  if (!EVENT_TYPES.has(type) || data.length === 0) return null;
  try {
    const body = JSON.parse(data.join("\n")) as Record<string, unknown>;
    if (!body || typeof body !== "object") return null;
    return { ...body, type } as PipelineEvent;
  } catch {
    return null;
  }
}
