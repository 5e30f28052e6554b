import { test } from "node:test";
import assert from "node:assert/strict";
import { AI_LIKENESS_BANDS, bandOf } from "../../lib/scoring/bands";
import { evidenceNote, notEnoughEvidence } from "../../lib/report/evidence";
import { evidenceGapText, UI_MESSAGES } from "../../lib/i18n/catalogue";
import { EVIDENCE_GAPS } from "../../lib/shadow/document-scores";

const value = (score: number) => ({ score, band: bandOf(score, AI_LIKENESS_BANDS) });

test("a report withholds the band and says why when the evidence is not enough", () => {
  const thin = { ...value(24), lowConfidence: false, confidence: { level: "not-enough" as const, reasons: ["thin" as const] } };
  assert.equal(notEnoughEvidence(thin), true);
  assert.match(evidenceNote(thin, "en") ?? "", /no AI pattern was found/);
  const sure = { ...value(24), lowConfidence: false, confidence: { level: "enough" as const, reasons: [] } };
  assert.equal(notEnoughEvidence(sure), false);
  assert.equal(evidenceNote(sure, "en"), undefined);
  // Reports stored before `confidence` existed: lowConfidence meant a short text.
  assert.equal(notEnoughEvidence({ ...value(80), lowConfidence: true }), true);
  assert.match(evidenceNote({ ...value(80), lowConfidence: true }, "en") ?? "", /too short/);
  assert.equal(notEnoughEvidence({ ...value(80), lowConfidence: false }), false);
});

test("every evidence gap has its sentence in every UI language", () => {
  for (const lang of Object.keys(UI_MESSAGES) as (keyof typeof UI_MESSAGES)[]) {
    const lines = evidenceGapText(lang, EVIDENCE_GAPS);
    assert.equal(lines.length, EVIDENCE_GAPS.length);
    for (const line of lines) assert.ok(line.length > 10, `${lang}: ${line}`);
    assert.equal(new Set(lines).size, lines.length);
  }
});
