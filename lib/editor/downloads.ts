// What the download buttons hand the browser: the draft as Markdown or plain
// text, and the report as JSON (the current findings and scores, with the text).
import type { EditorReading } from "./reading";

export interface DownloadFile {
  name: string;
  type: string;
  body: string;
}

export function draftFile(text: string, format: "md" | "txt", stamp: string): DownloadFile {
  return {
    name: `patina-draft-${stamp}.${format}`,
    type: format === "md" ? "text/markdown;charset=utf-8" : "text/plain;charset=utf-8",
    body: text,
  };
}

export function reportFile(text: string, reading: EditorReading | null, stamp: string): DownloadFile {
  const report = {
    generator: "patina-web editor",
    generated_at: stamp,
    text,
    lang: reading?.lang ?? null,
    docType: reading?.docType ?? null,
    scores: reading?.scores ?? null,
    meta: reading?.meta ?? null,
    findings: reading?.findings ?? [],
    ignored_count: reading?.ignoredCount ?? 0,
  };
  return { name: `patina-report-${stamp}.json`, type: "application/json", body: JSON.stringify(report, null, 2) };
}

/** A file-name-safe UTC timestamp: 2026-12-01T13-45-00Z. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
}
