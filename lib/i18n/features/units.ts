// How each model feature's value reads to a writer. A feature without a unit here is
// compared only relatively ("about 3× human writing"), so a new feature needs just a label.
export type FeatureUnit =
  | "relative" // severity points and other internal sums: only the comparison is shown
  | "perKiloLetter" // per 1,000 letters (characters, for ko/zh/ja)
  | "perKiloWord" // per 1,000 words (tokens)
  | "share" // 0–1, shown as a percentage
  | "variation" // a coefficient of variation
  | "perSentence"
  | "sentenceLength" // log(1 + words per sentence)
  | "lettersPerWord"
  | "ratio"; // 0–1 diversity measures, two decimals

export const FEATURE_UNITS: Readonly<Record<string, FeatureUnit>> = {
  tells_density: "relative",
  ngram_llr: "relative",
  tells_content: "relative",
  tells_language: "relative",
  tells_style: "relative",
  tells_communication: "relative",
  tells_filler: "relative",
  tells_structure: "relative",
  tells_viral: "relative",
  doc_tells: "relative",
  hot_share: "share",
  burst_low_share: "share",
  para_burst_cv: "variation",
  sent_cv: "variation",
  sent_len_log: "sentenceLength",
  sent_short_share: "share",
  sent_long_share: "share",
  para_len_cv: "variation",
  mattr: "ratio",
  lexicon_density: "perKiloWord",
  comma_rate: "perKiloLetter",
  comma_per_sentence: "perSentence",
  question_rate: "perKiloLetter",
  exclaim_rate: "perKiloLetter",
  colon_rate: "perKiloLetter",
  paren_rate: "perKiloLetter",
  quote_rate: "perKiloLetter",
  dash_rate: "perKiloLetter",
  informal_mark_rate: "perKiloLetter",
  digit_share: "share",
  latin_share: "share",
  list_line_share: "share",
  markup_rate: "share",
  ko_end_formal: "share",
  ko_end_polite: "share",
  ko_end_plain: "share",
  ko_end_nominal: "share",
  ko_eojeol_len: "lettersPerWord",
  ko_eojeol_cv: "variation",
  ko_suffix_diversity: "ratio",
  ja_end_polite: "share",
  ja_end_dearu: "share",
  ja_kanji_share: "share",
  zh_particle_rate: "perKiloLetter",
  zh_de_rate: "perKiloLetter",
  zh_le_rate: "perKiloLetter",
  zh_first_person: "perKiloLetter",
  zh_connective_rate: "perKiloLetter",
  en_contraction_rate: "perKiloWord",
  en_first_person: "perKiloWord",
  en_second_person: "perKiloWord",
  en_connective_rate: "perKiloWord",
  en_word_len: "lettersPerWord",
  en_long_word_share: "share",
  en_ing_share: "share",
  en_also_rate: "perKiloWord",
  en_semicolon_rate: "perKiloWord",
  en_mid_capital_share: "share",
  en_function_variety: "ratio",
  en_lowercase_i: "perKiloWord",
  en_unmarked_contraction: "perKiloWord",
  en_repeated_marks: "perKiloWord",
  en_ellipsis: "perKiloWord",
};
