// The audit verdict of one rewrite (seed 000 §§9–17): fidelity from three judged
// criteria plus the computed length ratio, MPS over every anchor, and the floors.
import type { Lang } from "../engine/types";
import { mpsOf } from "../meaning/check";
import type { DocumentReading } from "../document/read-document";
import { checkFloors, combinedWeightsFor, computeCombined, computeFidelity, DEFAULT_FLOORS, type Floors } from "../scoring";
import type { AnchorReport, AuditVerdictEvent, PipelineMode, ScoreSet } from "./events";
import type { JudgedCriteria } from "./fidelity-judge";
import { locateQuote } from "./reanchor";
import type { FidelityReply } from "./schemas";

type Band = { band: string; range: [number, number]; label_ko: string; label_en: string; meaning: string };
export const bandResult = (b: Band) => ({ band: b.band, range: b.range, label_ko: b.label_ko, label_en: b.label_en, meaning: b.meaning });

/** The model's claim anchors, located in the original; unlocatable ones are counted, not kept. */
export function claimAnchors(original: string, reply: FidelityReply): { anchors: AnchorReport[]; unlocated: number } {
  const anchors: AnchorReport[] = [];
  let unlocated = 0;
  for (const c of reply.claim_anchors) {
    const at = locateQuote(original, c.quote);
    if (!at) {
      unlocated++;
      continue;
    }
    anchors.push({ type: "claim", text: original.slice(at.start, at.end), start: at.start, end: at.end, verdict: c.verdict, reason: c.note ?? "", source: "llm" });
  }
  return { anchors, unlocated };
}

export function buildAudit(input: {
  round: number;
  original: string;
  rewrite: string;
  lang: Lang;
  anchors: AnchorReport[];
  judged: JudgedCriteria;
  judgedBy: PipelineMode;
  floors?: Floors;
}): AuditVerdictEvent {
  const anchors = [...input.anchors].sort((a, b) => a.start - b.start || a.end - b.end);
  const fidelity = computeFidelity({ ...input.judged, original: input.original, output: input.rewrite });
  const mps = mpsOf(anchors);
  const floors = checkFloors(fidelity.score, mps, input.floors ?? DEFAULT_FLOORS);
  return {
    type: "audit_verdict",
    round: input.round,
    fidelity: { score: fidelity.score, band: bandResult(fidelity), criteria: fidelity.criteria, length_ratio: fidelity.length_ratio ?? 100, judged_by: input.judgedBy },
    mps: mps.applicable ? { applicable: true, score: mps.score, band: bandResult(mps), anchors } : { applicable: false, score: null, band: null, anchors },
    floors: {
      pass: floors.pass,
      fidelity: { floor: floors.fidelity.floor, pass: floors.fidelity.pass },
      mps: { floor: floors.mps.floor, pass: floors.mps.pass, applied: floors.mps.applied },
      messages: floors.messages,
    },
  };
}

/** A reading's own scores; fidelity, MPS and combined need an audit, so they are null here. */
export function scoreSetOf(reading: DocumentReading): ScoreSet {
  const s = reading.scores;
  return { aiLikeness: s.aiLikeness, patternCoverage: s.patternCoverage, fidelity: null, mps: null, combined: null };
}

/** The rewrite's scores with its audit's fidelity and MPS, and the combined score they make (seed 000). */
export function scoresAfterRewrite(after: DocumentReading, audit: Omit<AuditVerdictEvent, "type">, docType: string): ScoreSet {
  const combined = computeCombined(after.scores.aiLikeness.score, audit.fidelity.score, combinedWeightsFor(docType));
  return {
    ...scoreSetOf(after),
    fidelity: { score: audit.fidelity.score, band: audit.fidelity.band },
    mps: audit.mps.applicable && audit.mps.score !== null ? { score: audit.mps.score, band: audit.mps.band! } : null,
    combined: { score: combined.score, band: bandResult(combined) },
  };
}
