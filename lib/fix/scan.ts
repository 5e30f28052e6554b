// Re-detection on a window (a sentence or two): every raw occurrence of every pattern's
// terms and regexes, before the document-level gates (min-count, per-1,000), since a
// window is too short for a density to mean anything. A fix is judged by comparing the
// window before and after it: its own tell must be gone and nothing new may appear.
import { CHECKS } from "../detector/checks";
import { leadLength } from "../detector/checks/sentence-initial-connective";
import { findMatches } from "../detector/match";
import { findProtectedSpans, ProtectedIndex } from "../detector/protected";
import { analyzeText } from "../engine/analyze";
import type { Lang, TextRange } from "../engine/types";
import { matchForm } from "../packs/literal";
import type { CompiledLanguage, PatternDef } from "../packs/types";
import { foldCase } from "../text/chars";
import { matchView } from "../text/normalize";
import { sentenceAround } from "./sentences";

export interface WindowHit extends TextRange {
  patternId: string;
  /** The matched words, folded: what "the same tell" means across the two windows. */
  key: string;
  /** "{patternId}#{matcher}": occurrences of one matcher share its document gate. */
  matcherKey: string;
  /**
   * The matcher's document gate: occurrences the text needs before it reports any (min-count,
   * at least 2 for a per-1,000 matcher); 1 when a single occurrence is already a finding.
   */
  gate: number;
}

/** Raw term and regex occurrences in text, outside protected spans and `unless` sentences. */
export function scanWindow(compiled: CompiledLanguage, text: string, lang: Lang): WindowHit[] {
  if (text.trim() === "") return [];
  const view = matchView(text);
  const raw = findMatches(compiled, view, undefined, foldCase(view.text));
  if (raw.length === 0) return [];
  const guard = new ProtectedIndex(findProtectedSpans(text, lang), text);
  const out: WindowHit[] = [];
  for (const m of raw) {
    const def = compiled.patterns[m.pattern];
    if (guard.blocksMatch(m.start, m.end, def.scoreOnly, null)) continue;
    const matcher = def.matchers[m.matcher];
    if (matcher.unless) {
      const s = sentenceAround(text, m.start, m.end);
      if (matcher.unless.test(text.slice(s.start, s.end).normalize("NFC"))) continue;
    }
    out.push({ start: m.start, end: m.end, patternId: def.id, key: foldCase(text.slice(m.start, m.end)), matcherKey: `${def.id}#${m.matcher}`, gate: matcher.per1000 > 0 ? Math.max(2, matcher.minCount) : matcher.minCount });
  }
  return out;
}

/** Relaxed check parameters: on a window any single occurrence counts. */
const RELAXED: Record<string, number> = { "min-count": 1, "per-1000-chars": 0, "min-share": 0 };

/**
 * The occurrences a pattern's checks report on the window (for findings that came from a
 * check: emoji, bold, dashes, list headers…), with their document thresholds lifted.
 * sentence-initial-connective needs two openings to say anything, so its own opening test
 * is applied to each sentence instead.
 */
export function checkHits(def: PatternDef, text: string, lang: Lang): TextRange[] {
  const checks = def.matchers.filter((m) => m.kind === "check");
  if (checks.length === 0 || text.trim() === "") return [];
  const out: TextRange[] = [];
  let analysis: ReturnType<typeof analyzeText> | null = null;
  for (const m of checks) {
    if (m.kind !== "check") continue;
    if (m.check === "sentence-initial-connective") {
      out.push(...openingConnectives(text, m.terms, lang));
      continue;
    }
    if (m.check === "stylometry-hot" || m.check === "paragraph-uniformity" || m.check === "sentence-length-uniformity" || m.check === "ending-repetition") continue;
    try {
      analysis ??= analyzeText(text, { lang });
    } catch {
      return out;
    }
    const result = CHECKS[m.check]({ text, lang, analysis, params: { ...m.params, ...RELAXED }, terms: m.terms, isProtected: () => false });
    for (const o of result?.occurrences ?? []) if (o.scope === "span") out.push({ start: o.start, end: o.end });
  }
  return out;
}

/** Connectives that open a line or sentence of text. */
function openingConnectives(text: string, terms: readonly string[], lang: Lang): TextRange[] {
  const out: TextRange[] = [];
  const forms = terms.map(matchForm);
  const cjk = lang === "zh" || lang === "ja";
  const starts = [0];
  for (const m of text.matchAll(cjk ? /[。！？\n]+\s*/gu : /[.!?]+["'”’)]*\s+|\n+/gu)) starts.push(m.index + m[0].length);
  for (const s of starts) {
    const from = s + leadLength(text, s, text.length);
    const head = foldCase(text.slice(from, from + 24));
    for (const f of forms) {
      if (!head.startsWith(f)) continue;
      const next = head[f.length];
      if (!cjk && next !== undefined && /[\p{L}\p{N}]/u.test(next)) continue;
      out.push({ start: from, end: from + f.length });
      break;
    }
  }
  return out;
}
