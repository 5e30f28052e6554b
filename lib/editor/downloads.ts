// What the download buttons hand the browser: the draft as Markdown or plain
// text (with the draft's own line break), and the report as JSON (the current
// findings and scores, with the text their offsets point into). Files are named
// after the draft.
import { withLineBreak, type LineBreak } from "../import/line-breaks";
import { safeFileName } from "../workspace/file-name";
import type { EditorReading } from "./reading";

export interface DownloadFile {
  name: string;
  type: string;
  body: string;
}

/** The file name stem for a draft: its title (without a list's trailing "…") made safe, else patina-draft-<time>. */
export function fileStem(title: string, stamp: string): string {
  return safeFileName(title.replace(/…$/, ""), `patina-draft-${stamp}`);
}

export function draftFile(text: string, format: "md" | "txt", stem: string, lineBreak: LineBreak = "\n"): DownloadFile {
  return {
    name: `${stem}.${format}`,
    type: format === "md" ? "text/markdown;charset=utf-8" : "text/plain;charset=utf-8",
    body: withLineBreak(text, lineBreak),
  };
}

export function reportFile(text: string, reading: EditorReading | null, stem: string, stamp: string): DownloadFile {
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
  return { name: `${stem} - patina report.json`, type: "application/json", body: JSON.stringify(report, null, 2) };
}

/** A file-name-safe UTC timestamp: 2026-12-01T13-45-00Z. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
}
