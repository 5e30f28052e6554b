// "Why this score" in words: a reason (lib/explain/score-reasons.ts) rendered in a UI language
// with the text's value in the feature's unit and its comparison with human writing.
import type { ScoreReason } from "../../explain/score-reasons";
import { num, percent } from "../format";
import type { UiLang } from "../locales";
import { featureWords, languageName } from "../lookup";
import { FEATURE_UNITS } from "./units";

// The words themselves are in each language's pack (lib/i18n/packs): FEATURE_WORDS, all four, is in lib/i18n/catalogue.ts.

/** A feature's value as the unit shows it (sentence length is stored as log(1 + words)). */
function shown(feature: string, value: number): number {
  return FEATURE_UNITS[feature] === "sentenceLength" ? Math.expm1(value) : value;
}

/** The feature's plain name in the UI language; its id when this build has no label (a newer model). */
export function featureLabel(lang: UiLang, feature: string): string {
  return featureWords(lang).labels[feature] ?? feature;
}

/** One reason as a sentence: "AI-typical vocabulary: 51 per 1,000 words, about 4 times typical human writing in English (12)". */
export function renderScoreReason(lang: UiLang, textLang: string, r: ScoreReason): string {
  const words = featureWords(lang);
  const unit = FEATURE_UNITS[r.feature] ?? "relative";
  const format = words.units[unit];
  const label = featureLabel(lang, r.feature);
  const value = shown(r.feature, r.value);
  const valueText = format(value);
  if (!r.typical) return words.bare({ label, value: valueText });
  const typical = shown(r.feature, r.typical.value);
  const params = { ratio: "", basis: r.typical.basis, lang: languageName(lang, textLang), typical: unit === "relative" ? "" : format(typical), share: r.typical.share };
  let comparison: string;
  if (typical === 0 || r.typical.share === 0) comparison = value === 0 ? words.compare.near(params) : words.compare.rare(params);
  else if (value === 0) comparison = words.compare.none(params);
  else {
    const ratio = value / typical;
    if (ratio >= 20) comparison = words.compare.far(params);
    else if (ratio >= 1.5) comparison = words.compare.times({ ...params, ratio: num(lang, ratio, ratio < 3 ? 1 : 0) });
    else if (ratio <= 0.67) comparison = words.compare.fraction({ ...params, ratio: percent(lang, ratio) });
    else comparison = words.compare.near(params);
  }
  return words.line({ label, value: unit === "relative" ? "" : valueText, comparison });
}
