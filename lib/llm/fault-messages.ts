// What the editor tells a person when a rewrite run fails or degrades, in the UI language.
// The server's own messages are English and technical (they go to logs and API clients);
// the editor maps the stable event codes to the catalogue's sentences (lib/i18n/ui) and keeps
// the server's text only as a detail. Every failure sentence says the draft is untouched,
// because that is the first thing a person whose rewrite just failed wants to know.
// The editor page calls these with its UI language loaded (lib/i18n/lookup.ts); elsewhere import lib/i18n/catalogue first.
import { messages } from "../i18n/lookup";
import type { UiLang } from "../i18n/locales";
import type { ErrorEvent, WarningEvent } from "./events";

export type FaultLang = UiLang;

/** The label of the button that reruns without the model after a model fault. */
export function withoutModelLabel(lang: FaultLang): string {
  return messages(lang).withoutModel;
}

/** True for failures of the model itself, where a run without the model still helps. */
export function isModelFault(error: Pick<ErrorEvent, "code">): boolean {
  return error.code.startsWith("llm-") || error.code === "timeout" || error.code === "stalled";
}

/** The sentence shown for a failed run: what happened, that nothing was lost, what to do. */
export function faultMessage(error: Pick<ErrorEvent, "code" | "message">, lang: FaultLang): string {
  const m = messages(lang);
  const known = m.faults[error.code] ?? (error.code.startsWith("http-5") ? m.faultServer : null);
  // An input problem this build has no sentence for keeps the server's own, in English only.
  const head = known ?? (lang === "en" && error.message ? error.message : m.faultGeneric);
  const tail = isModelFault(error) ? ` ${m.faultFallback}` : "";
  return `${head} ${m.faultSafe}${tail}`;
}

export interface ShownWarning {
  code: string;
  text: string;
  /** The server's own sentences, for a tooltip. */
  detail: string;
}

/**
 * The warnings of a run as shown: known codes in the UI language, one line per code with
 * a count (a rejected rewrite of twelve passages is one line, not twelve); unknown codes
 * keep the server's sentence.
 */
export function shownWarnings(warnings: readonly Pick<WarningEvent, "code" | "message">[], lang: FaultLang): ShownWarning[] {
  const byCode = new Map<string, string[]>();
  for (const w of warnings) byCode.set(w.code, [...(byCode.get(w.code) ?? []), w.message]);
  const known = messages(lang).runWarnings;
  const out: ShownWarning[] = [];
  for (const [code, list] of byCode) {
    const sentence = known[code];
    if (sentence) out.push({ code, text: sentence(countOf(code, list)), detail: list.join("\n") });
    else for (const m of list) out.push({ code, text: m, detail: m });
  }
  return out;
}

/** How many things a code's warnings speak of: one per warning, or the count a single warning names ("rolled back 3 passages"). */
function countOf(code: string, list: readonly string[]): number {
  if (code === "rewrite-rejected" || code === "rewrite-degraded" || list.length > 1) return list.length;
  const n = /\b(\d+)\b/.exec(list[0] ?? "");
  return n ? Number(n[1]) : 1;
}
