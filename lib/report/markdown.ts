// The Markdown export of a report: the same content as the report page, in the reader's
// language, as a document someone can paste into an e-mail or a wiki. User text goes into
// fenced blocks (the fence outgrows any backtick run in it) and table cells are escaped, so
// a report's text can never turn into Markdown structure or HTML.
import { bandLabel, categoryName, docTypeName, languageName, messages, reviewWords } from "../i18n/catalogue";
import { renderScoreReason } from "../i18n/features";
import type { UiLang } from "../i18n/locales";
import { SHIPPED_DOC_TYPES } from "../scoring/doc-types";
import { localizeFinding, localizeWarnings, type PatternLookup } from "./localize";
import type { ReportFinding, ReportSnapshot, ScoreValue } from "./types";
import { evidenceNote, notEnoughEvidence } from "./evidence";

/** A table cell: one line, pipes, backslashes and HTML-significant characters escaped. */
export function markdownCell(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\r\n|\r|\n/g, " ");
}

/** A fenced block longer than the longest backtick run inside the text. */
export function fenced(text: string, info = "text"): string {
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${text}\n${fence}`;
}

export interface MarkdownOptions {
  /** The report page's address, when the report is stored. */
  page?: string;
  /** The reader's language (English by default). */
  uiLang?: UiLang;
  /** Pattern lookup for finding labels and fixes; without one the stored strings are used. */
  lookup?: PatternLookup;
}

export function reportMarkdown(report: ReportSnapshot, options: MarkdownOptions = {}): string {
  const lang = options.uiLang ?? "en";
  const m = messages(lang);
  const lookup = options.lookup ?? (() => undefined);
  const fmt = (v: ScoreValue | null) => (v ? `${v.score.toFixed(1)} | ${markdownCell(bandLabel(lang, v.band))}` : "— | —");
  // The pattern formula has no band a reader can act on (clearly AI text scores 5–20 on it).
  const fmtCoverage = (v: ScoreValue | null) => (v ? `${v.score.toFixed(1)} | ${markdownCell(m.noBand)}` : "— | —");
  const findingLine = (f: ReportFinding) => {
    const words = localizeFinding(f, lang, lookup);
    const span = f.text_span !== undefined && f.scope === "span" ? ` — “${markdownCell(f.text_span)}”` : "";
    const ignored = f.ignored ? ` *(${m.ignoredByAuthor})*` : "";
    return `- **${f.severity}** ${markdownCell(words.label)} (\`${f.pattern}\`)${span}${ignored}: ${markdownCell(words.reason)} ${markdownCell(m.fixLabel)}${m.colon}${markdownCell(words.fix)}`;
  };
  const out: string[] = [];
  const s = report.scores;
  const chars = report.textIncluded ? m.textIncludedNote(report.textLength) : m.textWithheldNote(report.textLength);
  const docType = SHIPPED_DOC_TYPES[report.docType] ?? { name: report.docType };
  out.push(`# ${m.markdownTitle}`, "");
  if (options.page) out.push(`${m.markdownReport}${m.colon}${options.page}`, "");
  out.push(
    `- ${m.reportLanguage}${m.colon}${languageName(lang, report.lang)} · ${m.reportDocType}${m.colon}${markdownCell(docTypeName(lang, docType))}`,
    `- ${m.markdownCreated}${m.colon}${report.createdAt} · ${m.expires}${m.colon}${report.expiresAt ?? m.neverExpires}`,
    `- ${m.markdownVersions}${m.colon}app ${report.versions.app} · catalog ${report.versions.catalog} · lexicon ${report.versions.lexicon} · scoring ${report.versions.scoring}`,
    `- ${m.textHeading}${m.colon}${chars}`,
    "",
    `## ${m.scores}`,
    "",
    `| ${m.scoreColumn} | ${m.valueColumn} | ${m.bandColumn} |`,
    "|---|---|---|",
    `| ${m.aiLikeness}${evidenceNote(s.aiLikeness, lang) ? ` — ${markdownCell(evidenceNote(s.aiLikeness, lang)!)}` : ""} | ${notEnoughEvidence(s.aiLikeness) ? `${s.aiLikeness.score.toFixed(1)} | ${m.notEnoughEvidence}` : fmt(s.aiLikeness)} |`,
    `| ${m.patternCoverage} | ${fmtCoverage(s.patternCoverage)} |`,
  );
  if (report.rewrite) {
    const r = report.rewrite.scores;
    out.push(
      `| ${m.aiLikenessAfter} | ${fmt(r.aiLikeness)} |`,
      `| ${m.patternCoverageAfter} | ${fmtCoverage(r.patternCoverage)} |`,
      `| ${m.fidelity} | ${fmt(s.fidelity)} |`,
      `| ${m.mps} | ${fmt(s.mps)} |`,
      `| ${m.combined} | ${fmt(s.combined)} |`,
    );
  }
  out.push("", `*${m.patternCoverage}${m.colon}${m.patternCoverageHelp}*`);
  if (s.reasons && !notEnoughEvidence(s.aiLikeness) && (s.reasons.main.length > 0 || s.reasons.counter)) {
    const line = (r: NonNullable<typeof s.reasons.counter>) => `- ${r.direction === "ai" ? "↑" : "↓"} ${markdownCell(renderScoreReason(lang, report.lang, r))}`;
    out.push("", `### ${m.whyScore}`, "", ...s.reasons.main.map(line), ...(s.reasons.counter ? [line(s.reasons.counter)] : []));
  }
  out.push("", `### ${m.perCategory}`, "", `| ${m.categoryColumn} | ${m.patternsHit} | ${m.occurrences} | ${m.scoreColumn} |`, "|---|---|---|---|");
  for (const c of s.categories) out.push(`| ${markdownCell(categoryName(lang, c.category))} | ${c.detected} / ${c.patterns} | ${c.occurrences} | ${c.score.toFixed(1)} |`);
  const warnings = localizeWarnings(report, lang);
  if (warnings.length > 0) out.push("", `### ${m.notes}`, "", ...warnings.map((w) => `- ${markdownCell(w)}`));

  out.push("", `## ${m.findings} (${report.summary.findings})`, "");
  if (report.findings.length === 0) out.push(m.noFindings);
  const byCategory = new Map<string, ReportFinding[]>();
  for (const f of report.findings) byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), f]);
  for (const [category, findings] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`### ${markdownCell(categoryName(lang, category))}`, "", ...findings.map(findingLine), "");
  }
  if (report.text !== null) out.push(`## ${m.textHeading}`, "", fenced(report.text), "");
  if (report.rewrite) {
    out.push(`## ${m.markdownRewrite}`, "", fenced(report.rewrite.text), "");
    if (report.rewrite.review) out.push(m.reviewLine(reviewWords(report.rewrite.review, m)), "");
    if (report.rewrite.chunks.length > 0) {
      out.push(`### ${m.markdownChanges}`, "");
      for (const c of report.rewrite.chunks) out.push(`- “${markdownCell(c.original)}” → “${markdownCell(c.replacement)}”${c.reason ? `: ${markdownCell(c.reason)}` : ""}`);
      out.push("");
    }
  }
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}
