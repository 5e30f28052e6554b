// The /api/analyze response body: what clients show by default, everything on request.
//
// The summary (the default) grows with the text, not with findings × text:
// - paragraphs keep their range, hot flags, zoom groups and headline metrics (tokens,
//   sentences, burstiness, MATTR, lexicon density); sentences, tokens, lexicon hit lists (the
//   hits are findings already) and the per-language diagnostics come with `detail: "full"`;
// - the detector's meta leaves out its per-pattern statistics (the classifiers' input);
// - a finding keeps only what is its own (id, range, its span's text or a document finding's
//   excerpt, overlap links) and points into `report.groups`, which holds once what findings
//   share: pattern, labels, severity, reason, fix, replacement. A draft that repeats a
//   template repeats the same dozen reasons a hundred times; each is sent once.
// `{...report.groups[f.group], ...f}` (expandFindings) is the detector's finding, exactly as
// `detail: "full"` and `patina detect --json` give it, less the reason and fix as templates
// (for re-wording in another UI language; the summary is worded in the one asked for). A
// "why this score" reason whose findings are whole groups names them (`findingGroups`).
import type { DocumentReading } from "../document/read-document";
import type { DetectorMeta, DetectorReport, DetectorStats, DocumentFinding, Finding, FindingFields, SpanFinding } from "../detector/types";
import type { Analysis, Paragraph, ParagraphMetrics } from "../engine/types";
import type { ScoreReason, ScoreReasons } from "../explain/score-reasons";
import type { AnalyzeDetail } from "./analyze-request";

/** A paragraph as drawn: its range, hot flags, zoom groups and headline metrics. */
export type ParagraphSummary = Omit<Paragraph, "sentences" | "metrics"> & {
  metrics: Pick<ParagraphMetrics, "tokenCount" | "sentenceCount" | "burstiness" | "mattr"> & { lexicon: Omit<ParagraphMetrics["lexicon"], "hits"> };
};
export type AnalysisSummary = Omit<Analysis, "text" | "paragraphs"> & { paragraphs: ParagraphSummary[] };

/** The fields a finding owns; every other field is its group's. */
const OWN_FIELDS = ["id", "start", "end", "text_span", "excerpt", "related_findings", "occurrences"] as const;
/**
 * Left out of the summary: the reason and fix as data, for wording the finding again in
 * another UI language (the summary is worded in the one asked for), and the verified fixes
 * (lib/fix), up to three per finding with their ranges: the summary keeps `replacement`, the
 * first fix where it replaces exactly the span. `detail: "full"` has them all.
 */
const TEMPLATE_FIELDS = new Set(["reason_template", "fix_template", "fixes"]);
type OwnField = (typeof OWN_FIELDS)[number];

/** What findings of one group share (every field but the positional ones). */
export type FindingGroup = Omit<FindingFields, Exclude<OwnField, "text_span" | "excerpt">> & Pick<Finding, "scope">;

/** A finding in the summary: its own fields and the index of its group in report.groups. */
export type SummaryFinding = (Pick<SpanFinding, "id" | "start" | "end" | "text_span"> | Pick<DocumentFinding, "id" | "start" | "end" | "excerpt">) &
  Pick<FindingFields, "related_findings" | "occurrences"> & { group: number };

export type SummaryMeta = Omit<DetectorMeta, "stats"> & { stats?: Omit<DetectorStats, "patterns"> };

export interface SummaryReport {
  meta: SummaryMeta;
  groups: FindingGroup[];
  findings: SummaryFinding[];
}

/** A reason of "why this score" whose findings are whole groups: `findingGroups` instead of every id. */
export type SummaryScoreReason = ScoreReason | (Omit<ScoreReason, "findingIds"> & { findingGroups: number[] });
export type SummaryScores = Omit<DocumentReading["scores"], "reasons"> & {
  reasons?: Omit<ScoreReasons, "main" | "counter"> & { main: SummaryScoreReason[]; counter: SummaryScoreReason | null };
};

export interface SummaryResponse {
  detail: "summary";
  /** Without `text` (the client has it). */
  analysis: AnalysisSummary;
  report: SummaryReport;
  scores: SummaryScores;
}

export interface FullResponse {
  detail: "full";
  analysis: Omit<Analysis, "text">;
  report: DetectorReport;
  scores: DocumentReading["scores"];
}

export type AnalyzeResponse = SummaryResponse | FullResponse;

const OWN = new Set<string>(OWN_FIELDS);

/** The fields a finding shares with its group: every defined field but its own and the templates. */
function sharedKeys(f: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const k of Object.keys(f)) if (f[k] !== undefined && !OWN.has(k) && !TEMPLATE_FIELDS.has(k)) keys.push(k);
  return keys;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === "object" && typeof b === "object" && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

interface GroupEntry {
  index: number;
  keys: string[];
  first: Record<string, unknown>;
}

/** Whether a finding (its shared keys given) has exactly the group's shared fields, value for value. */
function inGroup(f: Record<string, unknown>, keys: readonly string[], g: GroupEntry): boolean {
  if (keys.length !== g.keys.length) return false;
  for (const k of keys) if (!sameValue(f[k], g.first[k])) return false;
  return true;
}

/**
 * Findings factored into their own fields and the groups they share (document order kept).
 * Two findings share a group exactly when every shared field is equal; candidates are looked
 * up by pattern and compared field by field, which on a draft of a hundred findings costs a
 * fraction of building and hashing a key string of every field.
 */
export function groupFindings(findings: readonly Finding[]): { groups: FindingGroup[]; findings: SummaryFinding[] } {
  const groups: FindingGroup[] = [];
  const byPattern = new Map<string, GroupEntry[]>();
  const out: SummaryFinding[] = [];
  for (const f of findings) {
    const r = f as unknown as Record<string, unknown>;
    const keys = sharedKeys(r);
    let entries = byPattern.get(f.patternId);
    if (!entries) byPattern.set(f.patternId, (entries = []));
    let group = entries.find((g) => inGroup(r, keys, g))?.index;
    if (group === undefined) {
      const shared: Record<string, unknown> = {};
      for (const k of keys) shared[k] = r[k];
      group = groups.push(shared as FindingGroup) - 1;
      entries.push({ index: group, keys, first: r });
    }
    const own: Record<string, unknown> = { id: f.id, start: f.start, end: f.end };
    if (f.scope === "span") own.text_span = f.text_span;
    else own.excerpt = f.excerpt;
    if (f.related_findings) own.related_findings = f.related_findings;
    if (f.occurrences) own.occurrences = f.occurrences;
    own.group = group;
    out.push(own as SummaryFinding);
  }
  return { groups, findings: out };
}

/** The detector's findings back from a summary report (what `detail: "full"` lists). */
export function expandFindings(report: Pick<SummaryReport, "groups" | "findings">): Finding[] {
  return report.findings.map(({ group, ...own }) => ({ ...report.groups[group], ...own }) as Finding);
}

function paragraphSummary(p: Paragraph): ParagraphSummary {
  const { sentences: _sentences, metrics, ...rest } = p;
  const { tokenCount, sentenceCount, burstiness, mattr } = metrics;
  const { entryCount, density, hot } = metrics.lexicon;
  return { ...rest, metrics: { tokenCount, sentenceCount, burstiness, mattr, lexicon: { entryCount, density, hot } } };
}

/** The detector's meta without its per-pattern statistics (for classifiers; `detail: "full"` has them). */
function metaSummary(meta: DetectorReport["meta"]): SummaryMeta {
  if (!meta.stats) return meta;
  const { patterns: _patterns, ...stats } = meta.stats;
  return { ...meta, stats };
}

/**
 * "Why this score" names the findings behind each reason; when they are exactly some groups'
 * findings (a reason about a category's density lists every finding of it), the summary names
 * the groups instead of repeating every id. Otherwise the ids stay.
 */
function scoresSummary(scores: DocumentReading["scores"], findings: readonly SummaryFinding[]): SummaryScores {
  const reasons = scores.reasons;
  if (!reasons) return scores;
  const groupOf = new Map<string, number>();
  const size = new Map<number, number>();
  for (const f of findings) {
    groupOf.set(f.id, f.group);
    size.set(f.group, (size.get(f.group) ?? 0) + 1);
  }
  const compact = (r: ScoreReason): SummaryScoreReason => {
    if (r.findingIds.length < 2) return r;
    const groups = new Set<number>();
    for (const id of r.findingIds) {
      const g = groupOf.get(id);
      if (g === undefined) return r;
      groups.add(g);
    }
    let members = 0;
    for (const g of groups) members += size.get(g) ?? 0;
    if (members !== new Set(r.findingIds).size) return r;
    const { findingIds: _ids, ...rest } = r;
    return { ...rest, findingGroups: [...groups].sort((a, b) => a - b) };
  };
  return { ...scores, reasons: { ...reasons, main: reasons.main.map(compact), counter: reasons.counter ? compact(reasons.counter) : null } };
}

/** A reason's finding ids, from either form. */
export function reasonFindingIds(reason: SummaryScoreReason, report: Pick<SummaryReport, "findings">): string[] {
  if ("findingIds" in reason) return reason.findingIds;
  const groups = new Set(reason.findingGroups);
  return report.findings.filter((f) => groups.has(f.group)).map((f) => f.id);
}

export function analyzeResponse(reading: DocumentReading, detail: AnalyzeDetail = "summary"): AnalyzeResponse {
  const { text: _text, paragraphs, ...rest } = reading.analysis;
  if (detail === "full") return { detail, analysis: { ...rest, paragraphs }, report: reading.report, scores: reading.scores };
  const { groups, findings } = groupFindings(reading.report.findings);
  return {
    detail,
    analysis: { ...rest, paragraphs: paragraphs.map(paragraphSummary) },
    report: { meta: metaSummary(reading.report.meta), groups, findings },
    scores: scoresSummary(reading.scores, findings),
  };
}
