// Features of the deterministic shadow score. Every feature is a rate, share, ratio or
// coefficient of variation, never a count that grows with the document: a text and
// the same text written out twice get the same features (to a small tolerance), so
// length cannot leak into the score. Rates are per 1,000 letters (not characters or
// tokens) so inserted zero-width characters and stripped punctuation do not dilute them.
import type { Analysis, Lang } from "../engine/types";
import type { DetectorReport, Finding, Severity } from "../detector/types";

export const FEATURE_NAMES = [
  // span detector
  "tells_density",
  "tells_content",
  "tells_language",
  "tells_style",
  "tells_communication",
  "tells_filler",
  "tells_structure",
  "tells_viral",
  "doc_tells",
  // stylometry engine
  "hot_share",
  "burst_low_share",
  "para_burst_cv",
  "sent_cv",
  "sent_len_log",
  "sent_short_share",
  "sent_long_share",
  "para_len_cv",
  "mattr",
  "lexicon_density",
  // punctuation and layout
  "comma_rate",
  "comma_per_sentence",
  "question_rate",
  "exclaim_rate",
  "colon_rate",
  "paren_rate",
  "quote_rate",
  "dash_rate",
  "informal_mark_rate",
  "digit_share",
  "latin_share",
  "list_line_share",
  "markup_rate",
  // Korean
  "ko_end_formal",
  "ko_end_polite",
  "ko_end_plain",
  "ko_end_nominal",
  "ko_eojeol_len",
  "ko_eojeol_cv",
  "ko_suffix_diversity",
  // Japanese
  "ja_end_polite",
  "ja_end_dearu",
  "ja_kanji_share",
  // Chinese
  "zh_particle_rate",
  "zh_de_rate",
  "zh_le_rate",
  "zh_first_person",
  "zh_connective_rate",
  // English
  "en_contraction_rate",
  "en_first_person",
  "en_second_person",
  "en_connective_rate",
  "en_word_len",
  "en_long_word_share",
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export type Features = Record<FeatureName, number>;

/**
 * Features whose direction is part of the product's contract: more AI tells, more
 * AI-lexicon entries or more hot text must never lower the score. The fitter keeps
 * their weights ≥ 0.
 */
export const NON_NEGATIVE_FEATURES: ReadonlySet<FeatureName> = new Set<FeatureName>([
  "tells_density",
  "tells_content",
  "tells_language",
  "tells_style",
  "tells_communication",
  "tells_filler",
  "tells_structure",
  "tells_viral",
  "doc_tells",
  "hot_share",
  "lexicon_density",
]);

const SEVERITY_POINTS: Record<Severity, number> = { S1: 3, S2: 2, S3: 1 };

const CATEGORY_FEATURE: Record<string, FeatureName> = {
  content: "tells_content",
  language: "tells_language",
  style: "tells_style",
  communication: "tells_communication",
  filler: "tells_filler",
  structure: "tells_structure",
  "viral-hook": "tells_viral",
};

function emptyFeatures(): Features {
  const f = {} as Features;
  for (const name of FEATURE_NAMES) f[name] = 0;
  return f;
}

interface CharCounts {
  letters: number;
  digits: number;
  latin: number;
  han: number;
  kana: number;
  commas: number;
  questions: number;
  exclaims: number;
  colons: number;
  parens: number;
  quotes: number;
  dashes: number;
  informal: number; // ㅋㅎㅠㅜ jamo, tildes, emoticon-ish marks
  decomposedHangul: boolean;
}

// One pass over code units; zero-width characters count as nothing.
function countChars(text: string): CharCounts {
  const c: CharCounts = {
    letters: 0, digits: 0, latin: 0, han: 0, kana: 0, commas: 0, questions: 0, exclaims: 0,
    colons: 0, parens: 0, quotes: 0, dashes: 0, informal: 0, decomposedHangul: false,
  };
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    if (u < 0x80) {
      if ((u >= 0x61 && u <= 0x7a) || (u >= 0x41 && u <= 0x5a)) {
        c.letters++;
        c.latin++;
      } else if (u >= 0x30 && u <= 0x39) {
        c.letters++;
        c.digits++;
      } else if (u === 0x2c) c.commas++;
      else if (u === 0x3f) c.questions++;
      else if (u === 0x21) c.exclaims++;
      else if (u === 0x3a || u === 0x3b) c.colons++;
      else if (u === 0x28 || u === 0x29) c.parens++;
      else if (u === 0x22) c.quotes++;
      else if (u === 0x7e) c.informal++;
      continue;
    }
    if (u >= 0xac00 && u <= 0xd7a3) c.letters++;
    else if (u >= 0x4e00 && u <= 0x9fff) {
      c.letters++;
      c.han++;
    } else if ((u >= 0x3041 && u <= 0x30ff && u !== 0x30fb) || (u >= 0xff66 && u <= 0xff9f)) {
      c.letters++;
      c.kana++;
    } else if (u >= 0x1100 && u <= 0x11ff) {
      // Conjoining jamo: only the leading consonant starts a syllable.
      if (u <= 0x1112) c.letters++;
      c.decomposedHangul = true;
    } else if (u >= 0x3131 && u <= 0x318e) {
      c.letters++;
      c.informal++;
    } else if (u >= 0x3400 && u <= 0x4dbf) {
      c.letters++;
      c.han++;
    } else if ((u >= 0xc0 && u <= 0x24f && u !== 0xd7 && u !== 0xf7) || (u >= 0xff21 && u <= 0xff5a)) {
      c.letters++;
      c.latin++;
    } else if (u >= 0xff10 && u <= 0xff19) {
      c.letters++;
      c.digits++;
    } else if (u === 0xff0c || u === 0x3001) c.commas++;
    else if (u === 0xff1f) c.questions++;
    else if (u === 0xff01) c.exclaims++;
    else if (u === 0xff1a || u === 0xff1b) c.colons++;
    else if (u === 0xff08 || u === 0xff09) c.parens++;
    else if ((u >= 0x201c && u <= 0x201d) || (u >= 0x300c && u <= 0x300f)) c.quotes++;
    else if (u === 0x2014 || u === 0x2013) c.dashes++;
    else if (u === 0xff5e || u === 0x2026) c.informal++;
    else if (u >= 0xd800 && u <= 0xdbff) {
      const cp = text.codePointAt(i)!;
      if (cp >= 0x20000 && cp <= 0x3134f) {
        c.letters++;
        c.han++;
      } else if (cp >= 0x1f300 && cp <= 0x1faff) c.informal++;
      i++;
    }
  }
  return c;
}

const LIST_LINE = /^[ \t]*(?:[-*•·▪●◦▶►✓✔☑]|\d{1,2}[.)](?=\s)|[①-⑳]|#{1,6}\s|\[[ xX]\])/;

function lineLayout(text: string): { listShare: number; markupPerLine: number } {
  let lines = 0;
  let listLines = 0;
  let markup = 0;
  let from = 0;
  while (from <= text.length) {
    let to = text.indexOf("\n", from);
    if (to === -1) to = text.length;
    const line = text.slice(from, to);
    if (line.trim()) {
      lines++;
      if (LIST_LINE.test(line)) listLines++;
      for (let i = line.indexOf("**"); i !== -1; i = line.indexOf("**", i + 2)) markup++;
    }
    from = to + 1;
  }
  return { listShare: lines ? listLines / lines : 0, markupPerLine: lines ? markup / 2 / lines : 0 };
}

function points(f: Finding): number {
  return SEVERITY_POINTS[f.severity] ?? 1;
}

function occurrences(f: Finding): number {
  return f.occurrences && f.occurrences.length > 0 ? f.occurrences.length : 1;
}

function addDetectorFeatures(f: Features, report: DetectorReport, perKiloLetter: number): void {
  // Severity is not reduced to an S1 share: the detector escalates severity with the
  // number of occurrences, so such a share grows with length.
  let spanPoints = 0;
  let docPoints = 0;
  for (const finding of report.findings) {
    const p = points(finding);
    if (finding.scope === "document") {
      docPoints += p;
      continue;
    }
    const weight = p * occurrences(finding);
    spanPoints += weight;
    const name = CATEGORY_FEATURE[finding.category];
    if (name) f[name] += weight * perKiloLetter;
  }
  f.tells_density = spanPoints * perKiloLetter;
  // Document-scope findings speak of the whole text once, however long it is.
  f.doc_tells = docPoints;
}

function coefficientOfVariation(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / values.length;
  if (mean === 0) return 0;
  let sq = 0;
  for (const v of values) sq += (v - mean) ** 2;
  return Math.sqrt(sq / values.length) / mean;
}

const TRAILING_NON_LETTER = /[\s\p{P}\p{S}\u200B-\u200D\u2060\uFEFF]+$/u;

/** The last few letters of a sentence, past closing punctuation, quotes and emoji. */
function sentenceTail(text: string, start: number, end: number, nfc: boolean): string {
  const slice = text.slice(Math.max(start, end - 16), end).replace(TRAILING_NON_LETTER, "");
  return nfc ? slice.normalize("NFC") : slice;
}

/** Adds the engine-derived features; returns the number of sentences with tokens. */
function addStylometryFeatures(f: Features, text: string, analysis: Analysis, decomposed: boolean): number {
  const sentenceTokens: number[] = [];
  const paragraphTokens: number[] = [];
  let tokens = 0;
  let hotTokens = 0;
  let lowBurstTokens = 0;
  let burstWeighted = 0;
  let burstTokens = 0;
  let mattrWeighted = 0;
  let mattrTokens = 0;
  let lexiconEntries = 0;
  let koLen = 0;
  let koCv = 0;
  let koDiv = 0;
  let koTokens = 0;
  let koDivTokens = 0;
  const ends = { formal: 0, polite: 0, plain: 0, nominal: 0, jaPolite: 0, jaDearu: 0 };
  const lang = analysis.lang;

  for (const p of analysis.paragraphs) {
    if (p.skipped) continue;
    const m = p.metrics;
    const t = m.tokenCount;
    if (t === 0) continue;
    tokens += t;
    paragraphTokens.push(t);
    if (p.hot) hotTokens += t;
    if (m.burstiness.band === "low") lowBurstTokens += t;
    if (m.burstiness.band !== null && m.burstiness.cv !== null) {
      burstWeighted += m.burstiness.cv * t;
      burstTokens += t;
    }
    if (m.mattr.value !== null) {
      mattrWeighted += m.mattr.value * t;
      mattrTokens += t;
    }
    lexiconEntries += m.lexicon.entryCount;
    if (m.ko) {
      koLen += m.ko.spacing.meanEojeolLength * t;
      koCv += m.ko.spacing.eojeolLengthCV * t;
      koTokens += t;
      if (m.ko.posDiversity.matchedCount > 0) {
        koDiv += m.ko.posDiversity.classDiversity * t;
        koDivTokens += t;
      }
    }
    for (const s of p.sentences) {
      const n = s.tokens.length;
      if (n === 0) continue;
      sentenceTokens.push(n);
      if (lang === "ko") {
        const tail = sentenceTail(text, s.start, s.end, decomposed);
        if (tail.endsWith("니다") || tail.endsWith("니까")) ends.formal++;
        else if (tail.endsWith("요") || tail.endsWith("죠")) ends.polite++;
        else if (tail.endsWith("다")) ends.plain++;
        else if (/[음함임됨것]$/.test(tail)) ends.nominal++;
      } else if (lang === "ja") {
        const tail = sentenceTail(text, s.start, s.end, false);
        if (/(?:です|ます|ました|でした|ません|しょう|ください)$/.test(tail)) ends.jaPolite++;
        else if (/(?:である|であろう|であった)$/.test(tail)) ends.jaDearu++;
      }
    }
  }

  const sentences = sentenceTokens.length;
  f.hot_share = tokens ? hotTokens / tokens : 0;
  f.burst_low_share = tokens ? lowBurstTokens / tokens : 0;
  f.sent_cv = coefficientOfVariation(sentenceTokens);
  // Paragraphs too short for a burstiness band fall back to the document's own CV.
  f.para_burst_cv = burstTokens ? burstWeighted / burstTokens : f.sent_cv;
  const meanSentence = sentences ? tokens / sentences : 0;
  f.sent_len_log = Math.log1p(meanSentence);
  // Tails relative to the median: unlike max/mean, a share does not grow with the
  // number of sentences, so it says nothing about length.
  if (sentences) {
    const sorted = [...sentenceTokens].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1];
    let short = 0;
    let long = 0;
    for (const n of sentenceTokens) {
      if (n * 2 < median) short++;
      else if (n > median * 2) long++;
    }
    f.sent_short_share = short / sentences;
    f.sent_long_share = long / sentences;
  }
  f.para_len_cv = coefficientOfVariation(paragraphTokens);
  f.mattr = mattrTokens ? mattrWeighted / mattrTokens : 0;
  f.lexicon_density = tokens ? (lexiconEntries / tokens) * 1000 : 0;
  if (koTokens) {
    f.ko_eojeol_len = koLen / koTokens;
    f.ko_eojeol_cv = koCv / koTokens;
  }
  if (koDivTokens) f.ko_suffix_diversity = koDiv / koDivTokens;
  if (sentences) {
    f.ko_end_formal = ends.formal / sentences;
    f.ko_end_polite = ends.polite / sentences;
    f.ko_end_plain = ends.plain / sentences;
    f.ko_end_nominal = ends.nominal / sentences;
    f.ja_end_polite = ends.jaPolite / sentences;
    f.ja_end_dearu = ends.jaDearu / sentences;
  }
  return sentences;
}

function countOccurrences(text: string, needles: readonly string[]): number {
  let n = 0;
  for (const needle of needles) {
    for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) n++;
  }
  return n;
}

const ZH_PARTICLES = ["吗", "呢", "吧", "啊", "呀", "嘛", "哦", "哈"];
const ZH_CONNECTIVES = ["首先", "其次", "此外", "总之", "因此", "然而", "同时", "另外", "综上所述", "总的来说", "总而言之", "最后"];

function addChineseFeatures(f: Features, text: string, han: number): void {
  if (han === 0) return;
  const perKiloHan = 1000 / han;
  f.zh_particle_rate = countOccurrences(text, ZH_PARTICLES) * perKiloHan;
  f.zh_de_rate = countOccurrences(text, ["的"]) * perKiloHan;
  f.zh_le_rate = countOccurrences(text, ["了"]) * perKiloHan;
  f.zh_first_person = countOccurrences(text, ["我"]) * perKiloHan;
  f.zh_connective_rate = countOccurrences(text, ZH_CONNECTIVES) * perKiloHan;
}

const EN_WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;
const EN_FIRST = new Set(["i", "me", "my", "mine", "i'm", "i've", "i'd", "i'll", "myself"]);
const EN_SECOND = new Set(["you", "your", "yours", "you're", "you've", "you'll", "you'd", "yourself"]);
const EN_CONNECTIVES = new Set([
  "however", "moreover", "furthermore", "additionally", "overall", "therefore", "thus", "ultimately",
  "consequently", "nevertheless", "notably", "importantly", "hence", "conclusion",
]);

function addEnglishFeatures(f: Features, text: string): void {
  let words = 0;
  let letters = 0;
  let long = 0;
  let contractions = 0;
  let first = 0;
  let second = 0;
  let connectives = 0;
  EN_WORD.lastIndex = 0;
  for (let m = EN_WORD.exec(text); m; m = EN_WORD.exec(text)) {
    const w = m[0].toLowerCase().replace(/’/g, "'");
    words++;
    letters += w.length;
    if (w.length >= 9) long++;
    if (w.includes("'")) contractions++;
    if (EN_FIRST.has(w)) first++;
    else if (EN_SECOND.has(w)) second++;
    else if (EN_CONNECTIVES.has(w)) connectives++;
  }
  if (words === 0) return;
  f.en_contraction_rate = (contractions / words) * 1000;
  f.en_first_person = (first / words) * 1000;
  f.en_second_person = (second / words) * 1000;
  f.en_connective_rate = (connectives / words) * 1000;
  f.en_word_len = letters / words;
  f.en_long_word_share = long / words;
}

const ZERO_WIDTH_ALL = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const HAS_ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/;

/**
 * Length-normalized features of one document. `analysis` and `report` must be of
 * this exact text (the report's findings are counted, its offsets are not used).
 */
export function extractFeatures(text: string, analysis: Analysis, report: DetectorReport): Features {
  const f = emptyFeatures();
  const clean = HAS_ZERO_WIDTH.test(text) ? text.replace(ZERO_WIDTH_ALL, "") : text;
  const chars = countChars(clean);
  const letters = Math.max(1, chars.letters);
  const perKiloLetter = 1000 / letters;

  addDetectorFeatures(f, report, perKiloLetter);
  const sentences = addStylometryFeatures(f, text, analysis, chars.decomposedHangul);
  f.comma_per_sentence = sentences > 0 ? chars.commas / sentences : 0;

  f.comma_rate = chars.commas * perKiloLetter;
  f.question_rate = chars.questions * perKiloLetter;
  f.exclaim_rate = chars.exclaims * perKiloLetter;
  f.colon_rate = chars.colons * perKiloLetter;
  f.paren_rate = chars.parens * perKiloLetter;
  f.quote_rate = chars.quotes * perKiloLetter;
  f.dash_rate = chars.dashes * perKiloLetter;
  f.informal_mark_rate = chars.informal * perKiloLetter;
  f.digit_share = chars.digits / letters;
  f.latin_share = chars.latin / letters;
  const layout = lineLayout(clean);
  f.list_line_share = layout.listShare;
  f.markup_rate = layout.markupPerLine;

  const lang: Lang = analysis.lang;
  if (lang === "ja") f.ja_kanji_share = chars.han + chars.kana > 0 ? chars.han / (chars.han + chars.kana) : 0;
  if (lang === "zh") addChineseFeatures(f, clean, chars.han);
  if (lang === "en") addEnglishFeatures(f, clean);
  return f;
}
