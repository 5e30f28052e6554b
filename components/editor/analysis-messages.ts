import type { FindingFix } from "@/lib/detector/types";
import type { IgnoreChoices } from "@/lib/editor/ignores";
import type { EditorReading } from "@/lib/editor/reading";
import type { Lang } from "@/lib/engine/types";
import type { UiLang } from "@/lib/i18n/locales";

/** What every request to the analysis worker carries: the text and how to read it. */
interface TextRequest {
  id: number;
  text: string;
  lang: Lang | "auto";
  docType: string;
  ignores: IgnoreChoices;
  /** Reasons, labels, fixes and the accept-all preview come back in this language. */
  uiLang: UiLang;
}

export interface AnalysisRequest extends TextRequest {
  kind?: "read";
}

/** "Accept all safe fixes": every finding's first verified fix for this text, composed and checked. */
export interface AcceptAllRequest extends TextRequest {
  kind: "accept-all";
}

export type WorkerRequest = AnalysisRequest | AcceptAllRequest;

export interface AcceptAllEdit {
  start: number;
  end: number;
  replacement: string;
  findingIds: string[];
  /** The patterns of the findings it answers ("en-language#7"), and their labels, for the preview. */
  patterns: string[];
  labels: string[];
}

export type AnalysisReply =
  | { kind?: "read"; id: number; ok: true; reading: EditorReading | null; ms: number }
  | { kind?: "read"; id: number; ok: false; code: string; message: string }
  /** A moment after a reading: the verified fixes of its findings, by finding id. */
  | { kind: "fixes"; id: number; fixes: Record<string, FindingFix[]>; ms: number }
  | { kind: "accept-all"; id: number; ok: true; edits: AcceptAllEdit[]; meaningOk: boolean }
  | { kind: "accept-all"; id: number; ok: false; message: string };
