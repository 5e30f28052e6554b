// The Markdown export of a report: the same content as the report page, as a
// document someone can paste into an e-mail or a wiki. User text goes into
// fenced blocks (the fence outgrows any backtick run in it) and table cells are
// escaped, so a report's text can never turn into Markdown structure or HTML.
import type { ReportFinding, ReportSnapshot, ScoreValue } from "./types";
import { translate } from "../i18n/strings";
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

const fmt = (v: ScoreValue | null) => (v ? `${v.score.toFixed(1)} | ${markdownCell(v.band.label_en)} · ${markdownCell(v.band.label_ko)}` : "— | —");
// The seed §6 formula has no band a reader can act on (clearly AI text scores 5–20 on it).
const fmtCoverage = (v: ScoreValue | null) => (v ? `${v.score.toFixed(1)} | formula score, not a band` : "— | —");

function findingLine(f: ReportFinding): string {
  const span = f.text_span !== undefined && f.scope === "span" ? ` — “${markdownCell(f.text_span)}”` : "";
  const ignored = f.ignored ? " *(ignored by the author)*" : "";
  return `- **${f.severity}** ${markdownCell(f.categoryLabel)} (\`${f.pattern}\`)${span}${ignored}: ${markdownCell(f.reason)}`;
}

export function reportMarkdown(report: ReportSnapshot, links: { page?: string } = {}): string {
  const out: string[] = [];
  const s = report.scores;
  out.push(`# patina score report`, "");
  if (links.page) out.push(`Report: ${links.page}`, "");
  out.push(
    `- Language: ${report.lang} · document type: ${markdownCell(report.docType)}`,
    `- Created: ${report.createdAt} · expires: ${report.expiresAt ?? "never"}`,
    `- Versions: app ${report.versions.app} · catalog ${report.versions.catalog} · lexicon ${report.versions.lexicon} · scoring ${report.versions.scoring}`,
    `- Text: ${report.textIncluded ? `included (${report.textLength.toLocaleString("en")} characters)` : `not included (${report.textLength.toLocaleString("en")} characters)`}`,
    "",
    "## Scores",
    "",
    "| Score | Value | Band |",
    "|---|---|---|",
    `| AI-likeness${evidenceNote(s.aiLikeness) ? ` (${markdownCell(evidenceNote(s.aiLikeness)!)})` : ""} | ${notEnoughEvidence(s.aiLikeness) ? `${s.aiLikeness.score.toFixed(1)} | ${translate("en", "notEnoughEvidence")}` : fmt(s.aiLikeness)} |`,
    `| Pattern coverage (seed §6) | ${fmtCoverage(s.patternCoverage)} |`,
  );
  if (report.rewrite) {
    const r = report.rewrite.scores;
    out.push(
      `| AI-likeness after the rewrite | ${fmt(r.aiLikeness)} |`,
      `| Pattern coverage after the rewrite | ${fmtCoverage(r.patternCoverage)} |`,
      `| Fidelity | ${fmt(s.fidelity)} |`,
      `| Meaning preservation (MPS) | ${fmt(s.mps)} |`,
      `| Combined | ${fmt(s.combined)} |`,
    );
  }
  out.push("", "### By category", "", "| Category | Patterns hit | Occurrences | Score |", "|---|---|---|---|");
  for (const c of s.categories) out.push(`| ${markdownCell(c.category)} | ${c.detected} / ${c.patterns} | ${c.occurrences} | ${c.score.toFixed(1)} |`);
  if (report.warnings.length > 0) out.push("", "### Notes", "", ...report.warnings.map((w) => `- ${markdownCell(w)}`));

  out.push("", `## Findings (${report.summary.findings})`, "");
  if (report.findings.length === 0) out.push("No tells found.");
  const byCategory = new Map<string, ReportFinding[]>();
  for (const f of report.findings) byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), f]);
  for (const [category, findings] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`### ${markdownCell(category)}`, "", ...findings.map(findingLine), "");
  }
  if (report.text !== null) out.push("## Text", "", fenced(report.text), "");
  if (report.rewrite) {
    out.push("## Rewrite", "", fenced(report.rewrite.text), "");
    if (report.rewrite.chunks.length > 0) {
      out.push("### Changes", "");
      for (const c of report.rewrite.chunks) out.push(`- “${markdownCell(c.original)}” → “${markdownCell(c.replacement)}”${c.reason ? `: ${markdownCell(c.reason)}` : ""}`);
      out.push("");
    }
  }
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd()}\n`;
}
