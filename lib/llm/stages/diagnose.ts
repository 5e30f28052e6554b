// Stage 2, diagnosis (standard and heavy routes, with a model): the model confirms the rule
// findings and adds tells they missed, of the same patterns, quoting the draft; a quote that
// is not in the sentences it was shown is dropped, never guessed at.
import type { SpanFinding } from "../../detector/types";
import { renderSuspectZones } from "../../engine/suspect-zones";
import type { TextRange } from "../../engine/types";
import { diagnosisMessages } from "../prompts";
import { locateQuote } from "../reanchor";
import { validateDiagnosis } from "../schemas";
import { callJson, patternDefs, warn, type StageContext } from "./context";
import { buildUnits, sentenceRanges } from "./detection";

/** The findings the model added (already in ctx.findings), in the order it gave them. */
export async function diagnose(ctx: StageContext, targets: readonly SpanFinding[]): Promise<SpanFinding[]> {
  const { text, reading, lang, docType } = ctx;
  const zones = renderSuspectZones(reading.analysis);
  const hot = new Set(reading.analysis.paragraphs.filter((p) => p.hot).map((p) => p.index));
  const zoneUnits = buildUnits(text, targets, sentenceRanges(reading, text));
  const reply = await callJson(
    ctx,
    "diagnosis",
    diagnosisMessages({
      lang,
      docType,
      zones: zoneUnits.map((u) => ({ id: u.id, text: u.text, suspect: hot.has(u.paragraph) })),
      findings: targets,
      patterns: patternDefs(ctx, targets),
      suspectZones: zones?.metaBlock ?? null,
    }),
    "diagnosis",
    validateDiagnosis,
    false,
  );
  if (!reply) {
    warn(ctx, "diagnosis-degraded", "LLM reply was not valid JSON twice; kept the rule findings only.");
    return [];
  }
  /** A quote is looked for in the zones the model was shown, never in text it did not see. */
  const locateInZones = (quote: string): TextRange | null => {
    for (const z of zoneUnits) {
      const at = locateQuote(z.text, quote);
      if (at) return { start: z.start + at.start, end: z.start + at.end };
    }
    return null;
  };
  const added: SpanFinding[] = [];
  let dropped = 0;
  const known = [...ctx.findings.values()];
  for (const lf of reply.findings) {
    const at = locateInZones(lf.quote);
    if (!at) {
      dropped++;
      continue;
    }
    if (known.some((f) => f.start < at.end && at.start < f.end)) continue; // a confirmation of a rule finding
    const [pack, number = ""] = lf.pattern.split("#");
    const f: SpanFinding = {
      id: `L${String(added.length + 1).padStart(3, "0")}`,
      pattern: lf.pattern,
      patternNumber: number,
      patternId: pack ?? lf.pattern,
      category: pack?.split("-").slice(1).join("-") || "content",
      category_label: "",
      severity: lf.severity,
      scope: "span",
      start: at.start,
      end: at.end,
      text_span: text.slice(at.start, at.end),
      reason: lf.reason,
      suggested_fix: lf.suggested_fix,
    };
    if (f.category === "viral-hook") continue;
    known.push(f);
    ctx.findings.set(f.id, f);
    added.push(f);
  }
  if (dropped > 0) warn(ctx, "unlocated-findings", `${dropped} LLM finding${dropped === 1 ? "" : "s"} quoted text that is not in the draft; dropped.`);
  return added;
}
