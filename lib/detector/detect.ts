// detect(): every AI tell in a text as an exact span with a reason and a fix (spec 004),
// severities per the scoring rubric (000 §2), over the packs of the text's language.
//
// Choices the contract leaves open:
// - Overlaps between different patterns are kept in the list (the editor shows each and
//   per-pattern counts stay whole for scoring); the highest-severity finding of an
//   overlapping group lists the others' ids in related_findings.
// - ai_tell_density is span findings per sentence (comparable across languages, unlike
//   per-character figures); per-1,000-token and per-1,000-character figures are in meta.stats.
// - severity_weighted_score is the deterministic AI-likeness (000 §6) of the detected
//   patterns with the doc type's overrides, 0–100.
import { analyzeText } from "../engine/analyze";
import { EmptyTextError } from "../engine/errors";
import type { LexiconSet } from "../engine/lexicon";
import type { DeepPartial, StylometryOptions } from "../engine/options";
import type { Analysis, Lang, Paragraph, Sentence, TextRange } from "../engine/types";
import { defaultPackSet } from "../packs/default-set";
import { STRUCTURE_NUMBERS } from "../packs/numbering";
import type { PackSet, PatternDef } from "../packs/types";
import { computeAiLikeness, type AiLikenessResult } from "../scoring/ai-likeness";
import type { DocumentType } from "../scoring/doc-type";
import { getDocType, SHIPPED_DOC_TYPES } from "../scoring/doc-types";
import { OVERRIDE_FACTORS, resolveOverrides } from "../scoring/overrides";
import { isBoostedCategory, isShortText } from "../scoring/short-text";
import { analysisFolded, analysisMatchView } from "../engine/analysis-memo";
import { foldCase } from "../text/chars";
import { matchView } from "../text/normalize";
import { charPresence, HAS_LOW_SURROGATE } from "./char-presence";
import { CHECKS } from "./checks";
import { allSentences, documentRange, mean, stdev, cv, round } from "./checks/util";
import { estimateGenre } from "./genre";
import { ko as koFindingWords } from "../i18n/findings/ko";
import { fmsg } from "../i18n/findings/params";
import type { UiLang } from "../i18n/locales";
import { msgKey, type Msg } from "../i18n/message";
import { findingLabel, patternFix, renderMsg } from "../i18n/render";
import { dedupeOverlaps, findMatches } from "./match";
import { findProtectedSpans, ProtectedIndex, spelledWords, type SpelledBy } from "./protected";
import { paragraphSpread } from "./paragraph-spread";
import { activeProfiler } from "./profile";
import { applyFactor, assignSeverity, meetsMinimum, SEVERITY_POINTS, severityRank } from "./severity";
import { SCORE_UNAVAILABLE, type DetectOptions, type DetectorReport, type DetectorStats, type DetectorTally, type DocumentFinding, type Finding, type PatternStat, type PatternTally, type Severity, type SpanFinding } from "./types";
import { excerptOf } from "./excerpt";

export interface DetectConfig {
  /** Pattern number ("8", "VH3") → factor (1.5 amplify, 0.5 reduce, 0 suppress); wins over the doc type's policy. */
  patternFactors?: Record<string, number>;
  /** Extra or replacement document types (custom files, inline config). */
  docTypes?: Readonly<Record<string, DocumentType>>;
  stylometry?: DeepPartial<StylometryOptions>;
  lexicons?: LexiconSet;
}

export interface DetectInput extends DetectOptions {
  packs?: PackSet;
  config?: DetectConfig;
  /** A precomputed analysis of the same text (the batch scorer shares one). */
  analysis?: Analysis;
}

/** One occurrence before it becomes a finding. */
interface Occurrence extends TextRange {
  matcher: number;
  scope: "span" | "document";
  /** The term or matched text the reason quotes; for a check, the detail's msgKey, computed
   * only when a finding's reason needs it (occurrenceKey): score() never does, and
   * JSON-stringifying every detail was a measurable share of batch scoring. */
  key?: string;
  detail?: Msg; // check detail
  replacement?: string;
}

interface PatternHits {
  def: PatternDef;
  occurrences: Occurrence[];
  strength?: "clear" | "moderate";
  /** Each check matcher's measurement of the document, by matcher index. */
  summaries?: Map<number, Msg>;
}

/** A pattern that survived gating, with its severity: what the report and the tally are both built from. */
interface GatedPattern {
  hits: PatternHits;
  /** Gated and merged, in document order. */
  occurrences: Occurrence[];
  paragraphsHit: number;
  /** From the rubric, before the document type's factor. */
  rawSeverity: Severity;
  /** After the factor; null when the document type suppresses the pattern. */
  severity: Severity | null;
  /** "{pack}#{number}". */
  key: string;
}

interface AdvicePattern {
  hits: PatternHits;
  occurrences: Occurrence[];
  key: string;
}

/** Advice findings show at the lowest severity: they are a note for the writer, not evidence. */
const ADVICE_SEVERITY: Severity = "S3";

interface Detection {
  lang: Lang;
  analysis: Analysis;
  packs: PackSet;
  /** The document type whose policy applies, when one was asked for. */
  docType: DocumentType | undefined;
  /** Tokens (at least 1) and paragraphs with tokens (at least 1): the rates' denominators. */
  tokens: number;
  live: number;
  gated: GatedPattern[];
  /** Occurrences of `advice` matchers (gated on their own, clear of the scored ones): findings no score reads. */
  advice: AdvicePattern[];
  /** Profiling lap start (0 when not profiling). */
  lap: number;
}

interface FormulaScore {
  score: number;
  categories: AiLikenessResult["categories"];
  /** Why the formula could not be computed (the report's warning), or null. */
  error: string | null;
}

const UNIFORM_CV = 0.25;
const UNIFORM_MIN_SENTENCES = 5;

/** Last item whose start is <= offset (items sorted by start). */
function containing<T extends TextRange>(items: readonly T[], offset: number): T | null {
  let lo = 0;
  let hi = items.length - 1;
  let found: T | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].start <= offset) {
      found = items[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && offset < Math.max(found.end, found.start + 1) ? found : null;
}

/** Pattern number → severity factor: the document type's overrides, then the config's own factors. */
function patternFactors(lang: Lang, docType: DocumentType | undefined, configured: Record<string, number> | undefined): Record<string, number> {
  const factors: Record<string, number> = {};
  if (docType) {
    for (const [key, override] of Object.entries(resolveOverrides(docType.patternOverrides, lang))) factors[key] = OVERRIDE_FACTORS[override];
  }
  Object.assign(factors, configured ?? {});
  return factors;
}

function codePoints(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/** Code units that are not spaces, tabs, line breaks, NBSP or ideographic spaces. Most units are
 *  above U+0020 and ruled in or out by two comparisons. */
function nonSpaceChars(text: string): number {
  let spaces = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 ? c === 0xa0 || c === 0x3000 : c === 32 || (c >= 9 && c <= 13)) spaces++;
  }
  return text.length - spaces;
}

function snippet(s: string, max = 40): string {
  const flat = s.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * A pattern's occurrences after gating: overlaps within one matcher are one occurrence
 * ("pivotal role" and "pivotal"), each matcher's min-count and per-1000 gates judge its own
 * occurrences, and only then do the surviving matchers' overlapping spans merge into one
 * (earliest, longest). Merging first would let a density-gated matcher's hit hide an ungated
 * one and then be gated away itself, leaving nothing. Check occurrences are kept as the check
 * reported them (a document-scope range would otherwise swallow every span). Document order.
 */
export function gateAndMerge<T extends TextRange & { matcher: number }>(
  def: Pick<PatternDef, "matchers">,
  occurrences: readonly T[],
  tokens: number,
): T[] {
  if (sameMatcher(occurrences)) return gateOneMatcher(def, occurrences, tokens);
  const byMatcher = new Map<number, T[]>();
  for (const o of occurrences) {
    let list = byMatcher.get(o.matcher);
    if (!list) byMatcher.set(o.matcher, (list = []));
    list.push(o);
  }
  const spans: T[] = [];
  const checks: T[] = [];
  for (const [k, list] of byMatcher) {
    const m = def.matchers[k];
    const own = m.kind === "check" ? list : dedupeOverlaps(list);
    if (own.length < m.minCount || (own.length * 1000) / Math.max(1, tokens) < m.per1000) continue;
    (m.kind === "check" ? checks : spans).push(...own);
  }
  const merged = byMatcher.size > 1 ? dedupeOverlaps(spans) : spans;
  const all = checks.length ? merged.concat(checks) : merged;
  // Usually already in document order (one matcher, no checks): then sorting would only compare.
  return inDocumentOrder(all) ? all : all.sort(byDocumentOrder);
}

function sameMatcher(occurrences: readonly { matcher: number }[]): boolean {
  for (let i = 1; i < occurrences.length; i++) if (occurrences[i].matcher !== occurrences[0].matcher) return false;
  return true;
}

/** gateAndMerge when every occurrence comes from one matcher (most patterns): no grouping, no second merge. */
function gateOneMatcher<T extends TextRange & { matcher: number }>(def: Pick<PatternDef, "matchers">, occurrences: readonly T[], tokens: number): T[] {
  if (occurrences.length === 0) return [];
  const m = def.matchers[occurrences[0].matcher];
  const own = m.kind === "check" ? [...occurrences] : dedupeOverlaps(occurrences);
  if (own.length < m.minCount || (own.length * 1000) / Math.max(1, tokens) < m.per1000) return [];
  return inDocumentOrder(own) ? own : own.sort(byDocumentOrder);
}

function byDocumentOrder(a: TextRange, b: TextRange): number {
  return a.start - b.start || b.end - a.end;
}

/** Whether byDocumentOrder would leave the list as it is (ties included: the sort is stable). */
export function inDocumentOrder(list: readonly TextRange[]): boolean {
  for (let i = 1; i < list.length; i++) if (byDocumentOrder(list[i - 1], list[i]) > 0) return false;
  return true;
}

/** Taxonomy of the fired matcher with the most occurrences (ties: the earlier matcher). */
export function firedTaxonomy(def: Pick<PatternDef, "matchers">, occurrences: readonly { matcher: number }[]): string | undefined {
  const counts = new Map<number, number>();
  for (const o of occurrences) if (def.matchers[o.matcher].taxonomy) counts.set(o.matcher, (counts.get(o.matcher) ?? 0) + 1);
  let best = -1;
  let most = 0;
  for (const [k, n] of counts) if (n > most || (n === most && k < best)) [best, most] = [k, n];
  return best === -1 ? undefined : def.matchers[best].taxonomy;
}

// Per-call helpers live at module level rather than as named closures inside detect(): tsx's
// keepNames transform renames every named closure with a defineProperty call each time it is made.

/** Records a profiling stage ending now; returns the new lap start. */
function stage(prof: ReturnType<typeof activeProfiler>, lap: number, label: string): number {
  if (!prof) return lap;
  const now = performance.now();
  prof.add(`stage:${label}`, now - lap);
  return now;
}

/** The hits gathered for pattern p, created on first use. */
function hitsOf(hits: (PatternHits | undefined)[], patterns: readonly PatternDef[], p: number): PatternHits {
  return (hits[p] ??= { def: patterns[p], occurrences: [] });
}

/** Where a span finding's rate and spread figures come from. */
interface Spread {
  per1000: number;
  paragraphsHit: number;
  paragraphs: number;
}

/** An occurrence's grouping key: its own (term or matched text), else its check detail's msgKey, cached. */
function occurrenceKey(o: Occurrence): string {
  return (o.key ??= o.detail ? msgKey(o.detail) : "");
}

/** A span finding's reason as a message: the check's detail and the document's measurements, or the matched key, its count and rate. */
function reasonFor(def: PatternDef, summaries: ReadonlyMap<number, Msg> | undefined, keyCounts: Map<string, number>, total: number, spread: Spread, o: Occurrence): Msg {
  const m = def.matchers[o.matcher];
  if (m.kind === "check") {
    const summary = summaries?.get(o.matcher);
    return fmsg("reason.check", { detail: o.detail ?? fmsg("hot.other", { reason: def.name }), summaries: summary ? [summary] : [] });
  }
  const key = occurrenceKey(o);
  const count = keyCounts.get(key) ?? 1;
  return fmsg("reason.span", { quote: m.kind === "terms" ? key : snippet(key), count, total, ...spread });
}

/** Which guidance a finding's suggested_fix reads, so any surface can render it in its reader's language. */
export interface FixRef {
  /** The pattern's id (patternId). */
  pattern: string;
  /** The matcher whose own fix applies, when it has one. */
  matcher?: number;
  /** The concrete replacement, when one exists (suggested_fix is then the replacement). */
  replacement?: string;
}

/** Steps 1–3 of both reports: every pattern's occurrences found, filtered, gated and given a severity. */
function runPatterns(text: string, input: DetectInput): Detection {
  if (text.trim().length === 0) throw new EmptyTextError();
  const prof = activeProfiler();
  let lap = prof ? performance.now() : 0;
  const packs = input.packs ?? defaultPackSet();
  const analysis =
    input.analysis ??
    analyzeText(text, { lang: input.lang ?? "auto", options: input.config?.stylometry, lexicons: input.config?.lexicons });
  lap = stage(prof, lap, "analyze");
  const lang = analysis.lang;
  const compiled = packs.byLang[lang];
  const docType = input.docType ? getDocType(input.docType, { ...SHIPPED_DOC_TYPES, ...(input.config?.docTypes ?? {}) }) : undefined;
  const factors = patternFactors(lang, docType, input.config?.patternFactors);
  const categories = input.categories ? new Set<string>(input.categories) : null;
  const enabled = compiled.patterns.map((def) => (!categories || categories.has(def.category)) && (factors[def.number] ?? 1) > 0);

  lap = stage(prof, lap, "setup");
  // The engine already built the match view and its case fold for this text: reuse them.
  const sameText = analysis.text === text;
  const view = sameText ? analysisMatchView(analysis) : matchView(text);
  const folded = sameText ? analysisFolded(analysis) : foldCase(view.text);
  lap = stage(prof, lap, "match-view");
  const protectedSpans = new ProtectedIndex(findProtectedSpans(text, lang), text);
  lap = stage(prof, lap, "protected");
  const sentences = allSentences(analysis);
  const paragraphs = analysis.paragraphs;
  const tokens = Math.max(1, analysis.tokenCount);
  const live = paragraphs.filter((p) => !p.skipped).length || 1;

  // 1. Terms and regexes, one pass.
  // Indexed by pattern number within the language: walked in pattern order below.
  const hits: (PatternHits | undefined)[] = new Array(compiled.patterns.length);
  const raw = findMatches(compiled, view, (p) => enabled[p], folded);
  const normalizedSentences = new Map<Sentence, string>();
  lap = stage(prof, lap, "scan+regex");
  // Every raw match is filtered on its own: a long match dropped for touching a name must not
  // take a shorter, clean match of the same pattern down with it. Overlaps are merged later,
  // after gating (see gateAndMerge).
  // What each pack literal spells, built only for matches that touch a name.
  const spelledCache = new Map<string, SpelledBy>();
  const spelledBy = (m: (typeof raw)[number]): SpelledBy => {
    const key = m.term !== undefined ? `t\u0000${m.term}` : `r\u0000${m.pattern}\u0000${m.matcher}`;
    let f = spelledCache.get(key);
    if (!f) {
      const matcher = compiled.patterns[m.pattern].matchers[m.matcher];
      const words =
        m.term !== undefined ? spelledWords(m.term, false) : matcher.kind === "regex" ? spelledWords(matcher.regex.source, true) : new Set<string>();
      spelledCache.set(key, (f = (w: string) => words.has(w.normalize("NFC"))));
    }
    return f;
  };
  for (const m of raw) {
    const def = compiled.patterns[m.pattern];
    if (protectedSpans.overlaps(m.start, m.end, def.scoreOnly) && protectedSpans.blocksMatch(m.start, m.end, def.scoreOnly, spelledBy(m))) continue;
    const matcher = def.matchers[m.matcher];
    if (matcher.unless) {
      const s = containing(sentences, m.start);
      // Each sentence is normalized once, however many matches in it carry an `unless`.
      let sentence = s ? normalizedSentences.get(s) : undefined;
      if (sentence === undefined) {
        sentence = (s ? text.slice(s.start, s.end) : text.slice(m.start, m.end)).normalize("NFC");
        if (s) normalizedSentences.set(s, sentence);
      }
      if (matcher.unless.test(sentence)) continue;
    }
    hitsOf(hits, compiled.patterns, m.pattern).occurrences.push({
      start: m.start,
      end: m.end,
      matcher: m.matcher,
      scope: "span",
      key: m.term ?? text.slice(m.start, m.end),
      replacement: m.replacement,
    });
  }

  lap = stage(prof, lap, "occurrences");
  // 2. Checks over the shared analysis.
  // One overlap test per scoreOnly value, not a closure per check (an array element is not
  // renamed by tsx's keepNames transform, which costs a defineProperty per named closure).
  const protectedTests: [(s: number, e: number) => boolean, (s: number, e: number) => boolean] = [
    (s, e) => protectedSpans.overlaps(s, e, false),
    (s, e) => protectedSpans.overlaps(s, e, true),
  ];
  for (const c of compiled.checks) {
    if (!enabled[c.pattern]) continue;
    const def = compiled.patterns[c.pattern];
    const matcher = def.matchers[c.matcher];
    if (matcher.kind !== "check") continue;
    const result = CHECKS[matcher.check]({
      text,
      lang,
      analysis,
      params: matcher.params,
      terms: matcher.terms,
      isProtected: protectedTests[def.scoreOnly ? 1 : 0],
    });
    if (prof) {
      const now = performance.now();
      prof.add(`check:${matcher.check}`, now - lap);
      lap = now;
    }
    if (!result) continue;
    const h = hitsOf(hits, compiled.patterns, c.pattern);
    for (const o of result.occurrences) {
      const occurrence: Occurrence = { start: o.start, end: o.end, scope: o.scope, detail: o.detail, matcher: c.matcher };
      if ("replacement" in o) occurrence.replacement = o.replacement;
      h.occurrences.push(occurrence);
    }
    if (result.strength && (!h.strength || result.strength === "clear")) h.strength = result.strength;
    (h.summaries ??= new Map()).set(c.matcher, result.summary);
  }

  lap = stage(prof, lap, "checks");
  // 3. Gating and severity.
  const gated: GatedPattern[] = [];
  const advice: AdvicePattern[] = [];
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i];
    if (!h) continue;
    const { def } = h;
    // Advice occurrences are kept apart before gating, so they never count toward a scored
    // matcher's gate, merge away a scored occurrence, or raise the pattern's severity.
    const advised = def.matchers.some((m) => m.advice) ? h.occurrences.filter((o) => def.matchers[o.matcher].advice) : null;
    const occ = gateAndMerge(def, advised ? h.occurrences.filter((o) => !def.matchers[o.matcher].advice) : h.occurrences, tokens);
    if (advised?.length && (factors[def.number] ?? 1) > 0) {
      const clear = gateAndMerge(def, advised, tokens).filter((a) => !occ.some((o) => o.start < a.end && a.start < o.end));
      if (clear.length) advice.push({ hits: h, occurrences: clear, key: `${def.pack}#${def.number}` });
    }
    if (!occ.length) continue;
    const { paragraphsHit, maxInOneParagraph } = paragraphSpread(paragraphs, occ);
    const rawSeverity = assignSeverity({
      count: occ.length,
      paragraphs: live,
      paragraphsHit,
      maxInOneParagraph,
      strong: def.strong,
      rate: (occ.length * 1000) / tokens,
      s1Rate: def.s1Per1000,
      structure: STRUCTURE_NUMBERS.has(def.number) && !def.category.startsWith("viral"),
      strength: h.strength,
    });
    gated.push({
      hits: h,
      occurrences: occ,
      paragraphsHit,
      rawSeverity,
      severity: applyFactor(rawSeverity, factors[def.number] ?? 1),
      key: `${def.pack}#${def.number}`,
    });
  }
  lap = stage(prof, lap, "gating");
  return { lang, analysis, packs, docType, tokens, live, gated, advice, lap };
}

/** Whether a finding over [start, end) can be shown: a non-empty range inside the text. */
function showable(start: number, end: number, text: string): boolean {
  return start >= 0 && end <= text.length && start < end;
}

/** The seed's category-formula AI-likeness (000 §6) of the detected patterns, with the doc type's overrides. */
function formulaScore(text: string, input: DetectInput, detection: Detection): FormulaScore {
  const detections: { pattern: string; category: string; severity: Severity }[] = [];
  for (const g of detection.gated) {
    if (g.severity !== null) detections.push({ pattern: g.key, category: g.hits.def.category, severity: g.rawSeverity });
  }
  const catalog = detection.packs.catalog[detection.lang];
  try {
    const result = computeAiLikeness({
      lang: detection.lang,
      detections,
      catalog: Object.keys(catalog).length ? catalog : undefined,
      overrides: detection.docType?.patternOverrides,
      // The boost only ever touches boosted categories: without one, the (costly) length test is moot.
      shortText: detections.some((d) => isBoostedCategory(d.category)) && isShortText(text),
    });
    return { score: result.score, categories: result.categories, error: null };
  } catch (err) {
    return { score: 0, categories: {}, error: `${SCORE_UNAVAILABLE}: ${err instanceof Error ? err.message : String(err)}` };
  }
}

export function detect(text: string, input: DetectInput = {}): DetectorReport {
  const detection = runPatterns(text, input);
  const { lang, analysis } = detection;
  // Without a UI language asked for, a text is explained in its own language.
  const uiLang: UiLang = input.uiLang ?? lang;

  const prof = activeProfiler();
  let lap = detection.lap;
  const { tokens, live } = detection;
  const paragraphs = analysis.paragraphs;
  const sentences = allSentences(analysis);

  // 4. Findings.
  const stats: Record<string, PatternStat> = {};
  const drafts: Finding[] = [];
  let totalOccurrences = 0;
  for (const g of detection.gated) {
    const { def, summaries } = g.hits;
    const occ = g.occurrences;
    const { severity, key: patternKey } = g;
    const per1000 = round((occ.length * 1000) / tokens, 1);
    stats[def.id] = {
      pattern: patternKey,
      patternId: def.id,
      category: def.category,
      count: occ.length,
      rawSeverity: g.rawSeverity,
      severity,
      per1000Tokens: per1000,
      paragraphsHit: g.paragraphsHit,
    };
    totalOccurrences += occ.length;
    if (severity === null || !meetsMinimum(severity, input.min_severity)) continue;

    const keyCounts = new Map<string, number>();
    for (const o of occ) {
      const key = occurrenceKey(o);
      keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
    }
    if (def.scope === "document") {
      const r = documentRange(analysis, text);
      // The label names what was actually found: the taxonomy of the matcher behind most of
      // the occurrences, not merely the first matcher that declares one.
      const taxonomy = firedTaxonomy(def, occ);
      const f = draft(def, patternKey, severity, taxonomy, findingLabel(uiLang, def, taxonomy), "document", r.start, r.end, text);
      const quotes = [...keyCounts.keys()].slice(0, 4).map((k) => snippet(k, 30));
      setReason(f, fmsg("reason.document", { count: occ.length, quotes, more: keyCounts.size > 4, per1000 }), uiLang);
      const matchers = new Set(occ.map((o) => o.matcher));
      const matcher = matchers.size === 1 && def.matchers[occ[0].matcher].fix !== undefined ? occ[0].matcher : undefined;
      setFix(f, def, matcher, undefined, uiLang);
      f.occurrences = occ.map((o) => ({ start: o.start, end: o.end }));
      drafts.push(f);
      continue;
    }
    // Reasons and labels repeat across a pattern's occurrences: built once per distinct one.
    // Keyed by matcher, then by the key the reason quotes: no joined key string to build and hash.
    const reasons: (Map<string, [Msg, string]> | undefined)[] = [];
    const labels: (string | undefined)[] = [];
    const spread: Spread = { per1000, paragraphsHit: g.paragraphsHit, paragraphs: live };
    for (const o of occ) {
      const m = def.matchers[o.matcher];
      const byKey = (reasons[o.matcher] ??= new Map<string, [Msg, string]>());
      const key = occurrenceKey(o);
      let reason = byKey.get(key);
      if (reason === undefined) {
        const msg = reasonFor(def, summaries, keyCounts, occ.length, spread, o);
        byKey.set(key, (reason = [msg, renderMsg(uiLang, msg)]));
      }
      const label = (labels[o.matcher] ??= findingLabel(uiLang, def, m.taxonomy));
      const replacement = def.scoreOnly ? undefined : o.replacement;
      const f = draft(def, patternKey, severity, m.taxonomy, label, o.scope, o.start, o.end, text);
      f.reason = reason[1];
      f.reason_template = reason[0];
      setFix(f, def, m.fix !== undefined ? o.matcher : undefined, replacement, uiLang);
      if (replacement !== undefined) f.replacement = replacement;
      drafts.push(f);
    }
  }

  lap = stage(prof, lap, "findings");
  const findings = finalizeDrafts(text, drafts);
  const advice = detection.advice.length ? adviceFindings(text, detection, uiLang, findings) : null;
  lap = stage(prof, lap, "finalize");

  // 5. Meta.
  // Without a low surrogate every code unit is a code point: no per-sentence count needed
  // (the presence bits are the ones protected spans already computed for this text).
  const sentenceLengths =
    charPresence(text) & HAS_LOW_SURROGATE ? sentences.map((s) => codePoints(text, s.start, s.end)) : sentences.map((s) => s.end - s.start);
  const lengthCv = cv(sentenceLengths);
  const spanFindings = findings.filter((f) => f.scope === "span").length;
  const categorySummary: Record<string, number> = {};
  for (const f of findings) {
    categorySummary[f.category] = (categorySummary[f.category] ?? 0) + 1;
    if (lang === "ko" && f.taxonomy && Object.hasOwn(koFindingWords.families, f.taxonomy[0])) {
      categorySummary[f.taxonomy[0]] = (categorySummary[f.taxonomy[0]] ?? 0) + 1;
    }
  }
  lap = stage(prof, lap, "meta");
  const catalog = detection.packs.catalog[lang];
  const formula = formulaScore(text, input, detection);
  const notices: Msg[] = formula.error === null ? [] : [fmsg("warning.score-unavailable", { error: formula.error.slice(SCORE_UNAVAILABLE.length + 2) })];
  const categoryScores: Record<string, number> = {};
  for (const [c, s] of Object.entries(formula.categories)) categoryScores[c] = s.score;
  lap = stage(prof, lap, "score");
  const chars = nonSpaceChars(text);
  if (text.trim().length < 100) notices.push(fmsg("warning.short-text", {}));
  if (analysis.language.mixed) {
    const s = analysis.language.scripts;
    const scripts = Object.entries(s)
      .filter(([, v]) => v >= 0.15)
      .map(([k, v]) => `${k} ${Math.round(v * 100)}%`);
    notices.push(fmsg("warning.mixed-language", { scripts, lang }));
  }
  if (input.lang && input.lang !== "auto" && analysis.language.lang && analysis.language.lang !== input.lang) {
    notices.push(fmsg("warning.language-mismatch", { detected: analysis.language.lang, chosen: input.lang }));
  }
  if (detection.packs.byLang[lang].patterns.length === 0) notices.push(fmsg("warning.no-packs", { lang }));
  if (analysis.skip === "few-paragraphs" || analysis.skip === "few-sentences") notices.push(fmsg("warning.stylometry-skipped", {}));
  const warnings = notices.map((n) => renderMsg(uiLang, n));

  const catStats: DetectorStats["categories"] = {};
  for (const [c, n] of Object.entries(catalog)) catStats[c] = { patterns: n, detected: 0, occurrences: 0, points: 0 };
  for (const s of Object.values(stats)) {
    const c = (catStats[s.category] ??= { patterns: 0, detected: 0, occurrences: 0, points: 0 });
    c.occurrences += s.count;
    if (s.severity) {
      c.detected++;
      c.points += SEVERITY_POINTS[s.severity];
    }
  }

  lap = stage(prof, lap, "meta");
  const genre = estimateGenre(text, lang);
  stage(prof, lap, "genre");
  return {
    meta: {
      input_length: text.length,
      lang,
      estimated_genre: genre,
      sentence_count: analysis.sentenceCount,
      sentence_length_stats: {
        mean: round(mean(sentenceLengths), 1),
        stdev: round(stdev(sentenceLengths), 1),
        uniformity_warning: sentenceLengths.length >= UNIFORM_MIN_SENTENCES && lengthCv !== null && lengthCv < UNIFORM_CV,
      },
      detected_count: findings.length,
      ai_tell_density: round(spanFindings / Math.max(1, analysis.sentenceCount), 3),
      severity_weighted_score: formula.score,
      category_summary: categorySummary,
      warnings,
      notices,
      ...(input.docType ? { doc_type: input.docType } : {}),
      stats: {
        tokenCount: analysis.tokenCount,
        paragraphCount: paragraphs.filter((p: Paragraph) => !p.skipped).length,
        charCount: chars,
        hotParagraphs: paragraphs.filter((p) => p.hot).length,
        patterns: stats,
        categories: catStats,
        occurrencesPer1000Tokens: round((totalOccurrences * 1000) / tokens, 2),
        occurrencesPer1000Chars: round((totalOccurrences * 1000) / Math.max(1, chars), 2),
        categoryScores,
      },
    },
    // The meta above counts the scored findings only; advice joins the list the editor shows.
    findings: advice ? withAdvice(findings, advice) : findings,
  };
}

/**
 * The advice matchers' occurrences as findings at the lowest severity, numbered after the
 * scored ones (whose ids stay as they were). One that overlaps a scored span finding is left
 * out: that finding's card already speaks for the words.
 */
function adviceFindings(text: string, detection: Detection, uiLang: UiLang, scored: readonly Finding[]): Finding[] {
  const spans = scored.filter((f) => f.scope === "span");
  const out: Finding[] = [];
  for (const a of detection.advice) {
    const { def } = a.hits;
    for (const o of a.occurrences) {
      if (!showable(o.start, o.end, text) || spans.some((f) => f.start < o.end && o.start < f.end)) continue;
      const m = def.matchers[o.matcher];
      const f = draft(def, a.key, ADVICE_SEVERITY, m.taxonomy, findingLabel(uiLang, def, m.taxonomy), "span", o.start, o.end, text);
      const key = occurrenceKey(o);
      setReason(f, fmsg("reason.advice", { quote: m.kind === "terms" ? key : snippet(key) }), uiLang);
      setFix(f, def, m.fix !== undefined ? o.matcher : undefined, undefined, uiLang);
      f.advisory = true;
      out.push(f);
    }
  }
  out.sort((a, b) => a.start - b.start || b.end - a.end);
  const width = Math.max(3, String(scored.length).length);
  for (let i = 0; i < out.length; i++) out[i].id = `f${String(scored.length + i + 1).padStart(width, "0")}`;
  return out;
}

/** Scored findings and advice in one list in document order (a stable sort: the scored keep their order). */
function withAdvice(scored: Finding[], advice: Finding[]): Finding[] {
  if (!advice.length) return scored;
  return [...scored, ...advice].sort((a, b) => a.start - b.start);
}

/**
 * detect() reduced to what a document score reads: per pattern, how many findings the report
 * would list and at what severity, and the formula score. No spans, reasons, fixes or meta are
 * built, which is most of detect()'s cost after matching: the batch scorer runs this.
 * tallyFindings(detect(text, input).findings) gives the same tallies.
 */
export function detectTally(text: string, input: DetectInput = {}): DetectorTally {
  const detection = runPatterns(text, input);
  const patterns: PatternTally[] = [];
  let findings = 0;
  for (const g of detection.gated) {
    if (g.severity === null || !meetsMinimum(g.severity, input.min_severity)) continue;
    const def = g.hits.def;
    let spans = 0;
    let documents = 0;
    if (def.scope === "document") {
      const r = documentRange(detection.analysis, text);
      if (showable(r.start, r.end, text)) documents = 1;
    } else {
      for (const o of g.occurrences) {
        if (!showable(o.start, o.end, text)) continue;
        if (o.scope === "span") spans++;
        else documents++;
      }
    }
    if (spans + documents === 0) continue;
    patterns.push({ pattern: g.key, category: def.category, severity: g.severity, spans, documents });
    findings += spans + documents;
  }
  const formula = formulaScore(text, input, detection);
  return { lang: detection.lang, findings, patterns, severity_weighted_score: formula.error === null ? formula.score : null };
}

function setReason(f: Finding, msg: Msg, uiLang: UiLang): void {
  f.reason = renderMsg(uiLang, msg);
  f.reason_template = msg;
}

/** suggested_fix (the replacement, else the guidance in the UI language) and where it came from. */
function setFix(f: Finding, def: PatternDef, matcher: number | undefined, replacement: string | undefined, uiLang: UiLang): void {
  const ref: FixRef = { pattern: def.id };
  if (matcher !== undefined) ref.matcher = matcher;
  const guidance = patternFix(uiLang, def, matcher);
  if (replacement !== undefined) {
    ref.replacement = replacement;
    f.suggested_fix = replacement;
    f.fix_guidance = guidance;
  } else f.suggested_fix = guidance;
  f.fix_template = ref;
}

/**
 * A finding with its keys in report order (id first, optional ones where they belong) and
 * reason and fix still to fill in: one object shape per finding, no spreads.
 */
function draft(
  def: PatternDef,
  pattern: string,
  severity: Severity,
  taxonomy: string | undefined,
  label: string,
  scope: "span" | "document",
  start: number,
  end: number,
  text: string,
): Finding {
  const f: Finding = {
    id: "",
    pattern,
    patternNumber: def.number,
    patternId: def.id,
    category: def.category,
    severity,
  } as Finding;
  if (def.scoreOnly) f.scoreOnly = true;
  if (taxonomy) f.taxonomy = taxonomy;
  f.category_label = label;
  f.scope = scope;
  f.start = start;
  f.end = end;
  // A span finding quotes its span; a document-scope one only the start of its range.
  if (scope === "span") (f as SpanFinding).text_span = text.slice(start, end);
  else (f as DocumentFinding).excerpt = excerptOf(text, start, end);
  f.reason = "";
  f.reason_template = EMPTY_REASON;
  f.suggested_fix = "";
  f.fix_template = { pattern: def.id };
  return f;
}

const EMPTY_REASON: Msg = { id: "hot.other", params: { reason: "" } };

// localeCompare without arguments is this collator's compare; one instance, not one per call.
const COLLATOR = new Intl.Collator();

/** A finding before finalizeFindings gives it its id. */
export type FindingDraft = Omit<SpanFinding, "id"> | Omit<DocumentFinding, "id">;

/**
 * Document order, ids f001…, the text invariants enforced (a span finding whose span is not
 * exactly text.slice(start, end) is dropped: it would highlight the wrong text; so is a
 * document finding whose excerpt does not start its range), and overlap resolution into
 * related_findings.
 */
export function finalizeFindings(text: string, drafts: FindingDraft[]): Finding[] {
  const exact = (f: FindingDraft) =>
    f.scope === "span" ? text.slice(f.start, f.end) === f.text_span : f.excerpt.length <= f.end - f.start && text.startsWith(f.excerpt, f.start);
  return finalizeDrafts(
    text,
    drafts.filter(exact).map((d) => ({ id: "", ...d }) as Finding),
  );
}

/**
 * finalizeFindings over findings whose id key is already first (ids are assigned in place)
 * and whose text_span was sliced from their own range (only the range needs checking).
 */
function finalizeDrafts(text: string, drafts: Finding[]): Finding[] {
  const valid = drafts.filter((f) => showable(f.start, f.end, text));
  valid.sort(
    (a, b) =>
      a.start - b.start ||
      b.end - a.end ||
      severityRank(b.severity) - severityRank(a.severity) ||
      COLLATOR.compare(a.pattern, b.pattern),
  );
  const width = Math.max(3, String(valid.length).length);
  for (let i = 0; i < valid.length; i++) valid[i].id = `f${String(i + 1).padStart(width, "0")}`;
  resolveOverlaps(valid);
  return valid;
}

/** Positive when a wins an overlap with b: higher severity, then longer, then earlier. */
function beats(a: Finding, b: Finding): number {
  return severityRank(a.severity) - severityRank(b.severity) || a.end - a.start - (b.end - b.start) || b.start - a.start;
}

/** The highest-severity span finding of an overlap (ties: the longer, then the earlier) lists the others. */
export function resolveOverlaps(findings: Finding[]): void {
  const spans = findings.filter((f) => f.scope === "span");
  for (let i = 0; i < spans.length; i++) {
    const a = spans[i];
    for (let j = i + 1; j < spans.length && spans[j].start < a.end; j++) {
      const b = spans[j];
      if (b.pattern === a.pattern) continue;
      // No [winner, loser] pair array per overlap.
      if (beats(a, b) >= 0) (a.related_findings ??= []).push(b.id);
      else (b.related_findings ??= []).push(a.id);
    }
  }
  for (const f of findings) if (f.related_findings && f.related_findings.length > 1) f.related_findings.sort();
}
