// Whether an AI-likeness may be read by its band, as data: the editor's score table and strip,
// the report page and the exports read it. Kept apart from document-scores.ts (which loads the
// model's weights) so the page bundle can show it without the weights.

/**
 * Why a score does not carry a band: the text is short (under 300 characters or 3 sentences);
 * the evidence is thin (no catalogued pattern found and the model reads between the bands'
 * clear ends, 16–50); the text is unlike what the model was fitted on (typicality beyond its
 * limit: a register it has seen little of); the signals disagree (the model reads human, but
 * several catalogued AI patterns were found, densely for the text's length); the reading lies
 * where AI texts of sources the model was not fitted on still fall (overlap: a human band there
 * would certify what the ranking cannot separate; Chinese only, lib/shadow/model.ts humanBandMax).
 */
export type EvidenceGap = "short" | "thin" | "unfamiliar" | "contradictory" | "overlap";

export const EVIDENCE_GAPS: readonly EvidenceGap[] = ["short", "thin", "unfamiliar", "contradictory", "overlap"];

export interface Confidence {
  /** "not-enough": the table says "not enough evidence" with the reasons instead of a band. */
  level: "enough" | "not-enough";
  reasons: EvidenceGap[];
}

/**
 * The reasons a stored reading's band is withheld. Readings kept from before `confidence`
 * existed (autosaved drafts, shared reports) carry only `lowConfidence`, which meant "short".
 */
export function evidenceGaps(ai: { lowConfidence: boolean; confidence?: Confidence }): EvidenceGap[] {
  if (ai.confidence) return ai.confidence.level === "not-enough" ? ai.confidence.reasons : [];
  return ai.lowConfidence ? ["short"] : [];
}

