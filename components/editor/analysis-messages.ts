import type { IgnoreChoices } from "@/lib/editor/ignores";
import type { EditorReading } from "@/lib/editor/reading";
import type { Lang } from "@/lib/engine/types";
import type { UiLang } from "@/lib/i18n/locales";

export interface AnalysisRequest {
  id: number;
  text: string;
  lang: Lang | "auto";
  docType: string;
  ignores: IgnoreChoices;
  /** Reasons, labels and fixes come back in this language. */
  uiLang: UiLang;
}

export type AnalysisReply =
  | { id: number; ok: true; reading: EditorReading | null; ms: number }
  | { id: number; ok: false; code: string; message: string };
