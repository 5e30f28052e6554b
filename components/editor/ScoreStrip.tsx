"use client";
// On phones the score table sits below the draft; this strip keeps the
// AI-likeness and the finding count in view while writing.
import { bandLabel } from "@/lib/i18n/lookup";
import { evidenceGaps } from "@/lib/shadow/confidence";
import { useEditorStore } from "./store";
import { useT } from "./useT";

export function ScoreStrip() {
  const t = useT();
  const uiLang = useEditorStore((s) => s.uiLang);
  const reading = useEditorStore((s) => s.reading);
  const merge = useEditorStore((s) => s.merge);
  if (!reading || merge) return null;
  const ai = reading.scores.aiLikeness;
  return (
    <a className="score-strip" href="#score-title">
      <span>
        {t("aiLikeness")} <b>{ai.score.toFixed(1)}</b> {evidenceGaps(ai).length > 0 ? `(${t("notEnoughEvidenceShort")})` : bandLabel(uiLang, ai.band)}
      </span>
      <span>
        {t("findings")} <b>{reading.findings.length}</b>
      </span>
    </a>
  );
}
