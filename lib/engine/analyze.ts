// The stylometry engine (seed 001): paragraphs → metrics → hot flags → sentence zoom.
// All work happens on a matching view (NFC, zero-width characters removed); every range is
// mapped back so it is a slice of the caller's exact string.
import type {
  Analysis,
  HotReason,
  Lang,
  Paragraph,
  ParagraphMetrics,
  Sentence,
  SkipReason,
  TextRange,
  Token,
  ZoomGroup,
} from "./types";
import { LANGS } from "./types";
import { resolveStylometryOptions, type DeepPartial, type StylometryOptions } from "./options";
import { EmptyTextError, UnsupportedLanguageError } from "./errors";
import { detectLanguage } from "./language";
import { segmentText, type SegmentedParagraph } from "./segment";
import { bandOf, coefficientOfVariation, movingTypeTokenRatio, similarRuns } from "./metrics";
import { defaultLexicons, findLexiconHits, foldForLexicon, lexiconDensity, type LexiconSet } from "./lexicon";
import { endingMonotony, koreanDiagnostics } from "./korean";
import { candorOpener, thematicBreaks } from "./discourse";
import { matchView, type MatchView } from "../text/normalize";

export interface AnalyzeOptions {
  lang?: Lang | "auto";
  options?: DeepPartial<StylometryOptions>;
  lexicons?: LexiconSet;
}

interface Draft {
  seg: SegmentedParagraph;
  metrics: ParagraphMetrics; // still in view coordinates
  candor: TextRange[];
  breaks: TextRange[];
}

function resolveLang(requested: string | undefined, detected: Lang | null): Lang {
  if (requested === undefined || requested === "auto") {
    if (detected === null) throw new UnsupportedLanguageError(null);
    return detected;
  }
  if (!(LANGS as readonly string[]).includes(requested)) throw new UnsupportedLanguageError(requested);
  return requested as Lang;
}

export function analyzeText(text: string, opts: AnalyzeOptions = {}): Analysis {
  if (text.trim().length === 0) throw new EmptyTextError();
  const view = matchView(text);
  if (view.text.trim().length === 0) throw new EmptyTextError();
  const language = detectLanguage(view.text);
  const lang = resolveLang(opts.lang, language.lang);
  const options = resolveStylometryOptions(opts.options);
  const vt = view.text;

  const segs = segmentText(vt, lang);
  const lexicon = options.lexicon.languages.includes(lang) ? (opts.lexicons ?? defaultLexicons())[lang] : undefined;
  const folded = lexicon ? foldForLexicon(vt) : "";

  const drafts: Draft[] = segs.map((seg) => measureParagraph(vt, folded, seg, lang, options, lexicon));
  attributeBreaks(drafts, thematicBreaks(vt));

  let candorCount = 0;
  let thematicBreakCount = 0;
  let sentenceCount = 0;
  let tokenCount = 0;
  for (const d of drafts) {
    candorCount += d.candor.length;
    thematicBreakCount += d.breaks.length;
    sentenceCount += d.seg.sentences.length;
    tokenCount += d.seg.tokenCount;
  }

  let skip: SkipReason | null = null;
  if (!options.languages.includes(lang)) skip = "language-disabled";
  // Every block counts as a paragraph here (the seed's 단락 수), dividers included; a block
  // without tokens is still never measured or hot.
  else if (drafts.length <= 2) skip = "few-paragraphs";
  else if (sentenceCount <= 2) skip = "few-sentences";

  const paragraphs: Paragraph[] = drafts.map((d, i) => {
    const index = i + 1;
    const skipped = d.seg.tokenCount === 0;
    const m = d.metrics;
    const reasons: HotReason[] = [];
    if (!skipped && skip !== "language-disabled") {
      if (m.burstiness.band === "low") reasons.push("burstiness");
      if (m.mattr.band === "low") reasons.push("mattr");
      if (m.lexicon.hot) reasons.push("lexicon");
      if (m.ko?.hot) reasons.push("ko-diagnostics");
      if (candorCount >= options.discourse.candorDocMin && d.candor.length > 0) reasons.push("fake-candor");
      if (thematicBreakCount >= options.discourse.thematicBreakDocMin && d.breaks.length > 0) reasons.push("thematic-break");
      if (m.endingMonotony?.hot) reasons.push("ending-monotony");
    }
    const hot = reasons.length > 0;
    const sentences: Sentence[] = d.seg.sentences.map((s, k) => ({
      index: k + 1,
      ...mapRange(view, s),
      tokens: s.tokens.map((t) => mapToken(view, text, t)),
    }));
    const zoom: ZoomGroup[] = hot ? zoomGroups(index, sentences, options.sentenceZoom.similarityThreshold) : [];
    return {
      index,
      ...mapRange(view, d.seg),
      sentences,
      metrics: mapMetrics(view, m, d),
      skipped,
      hot,
      hotReasons: reasons,
      zoom,
    };
  });

  return {
    text,
    lang,
    language,
    length: text.length,
    paragraphs,
    sentenceCount,
    tokenCount,
    discourse: { candorCount, thematicBreakCount },
    skip,
  };
}

function measureParagraph(
  vt: string,
  folded: string,
  seg: SegmentedParagraph,
  lang: Lang,
  options: StylometryOptions,
  lexicon: LexiconSet[Lang],
): Draft {
  const counts = seg.sentences.map((s) => s.tokens.length);
  const cv = coefficientOfVariation(counts);
  const burstBand = cv !== null && counts.length >= options.burstiness.minSentences ? bandOf(cv, options.burstiness.bands) : null;

  const keys: string[] = [];
  for (const s of seg.sentences) for (const t of s.tokens) keys.push(t.text.toLowerCase());
  const mattr = movingTypeTokenRatio(keys, options.ttr.window);

  const hits = lexicon && seg.tokenCount > 0 ? findLexiconHits(folded, seg.start, seg.end, lexicon, options.lexicon.wildcardMax) : [];
  const entryCount = hits.length;
  const density = lexiconDensity(entryCount, seg.tokenCount);
  const lexiconHot = density > options.lexicon.densityThreshold && entryCount >= options.lexicon.minHits[lang];

  let ko: ParagraphMetrics["ko"] = null;
  let monotony: ParagraphMetrics["endingMonotony"] = null;
  if (lang === "ko" && seg.tokenCount > 0) {
    const tokens: Token[] = [];
    for (const s of seg.sentences) for (const t of s.tokens) tokens.push(t);
    ko = koreanDiagnostics(vt.slice(seg.start, seg.end), tokens, seg.sentences.length, options.koDiagnostics);
    monotony = endingMonotony(
      seg.sentences.map((s) => vt.slice(s.start, s.end)),
      seg.tokenCount,
      cv,
      options,
    );
  }

  const candor: TextRange[] = [];
  for (const s of seg.sentences) {
    const r = candorOpener(vt, s.start, s.end);
    if (r) candor.push(r);
  }

  return {
    seg,
    candor,
    breaks: [],
    metrics: {
      tokenCount: seg.tokenCount,
      sentenceCount: seg.sentences.length,
      burstiness: { cv, band: burstBand },
      mattr: { value: mattr.value, band: mattr.value === null ? null : bandOf(mattr.value, options.ttr.bands), method: mattr.method },
      lexicon: { hits, entryCount, density, hot: lexiconHot },
      ko,
      endingMonotony: monotony,
      discourse: { candor, thematicBreaks: [] },
    },
  };
}

/**
 * A divider inside a paragraph with words belongs to it. A divider standing alone (its own
 * block, no tokens) belongs to the section it opens — the next paragraph with words — or,
 * at the end of the text, to the last one before it: an empty paragraph can never be hot.
 */
function attributeBreaks(drafts: Draft[], breaks: TextRange[]): void {
  let p = 0;
  for (const b of breaks) {
    while (p < drafts.length && drafts[p].seg.end <= b.start) p++;
    let owner = -1;
    if (p < drafts.length && drafts[p].seg.start <= b.start) {
      if (drafts[p].seg.tokenCount > 0) owner = p;
      else {
        for (let k = p + 1; k < drafts.length && owner === -1; k++) if (drafts[k].seg.tokenCount > 0) owner = k;
        for (let k = p - 1; k >= 0 && owner === -1; k--) if (drafts[k].seg.tokenCount > 0) owner = k;
      }
    }
    if (owner !== -1) drafts[owner].breaks.push(b);
  }
  for (const d of drafts) d.metrics.discourse.thematicBreaks = d.breaks;
}

function zoomGroups(paragraph: number, sentences: Sentence[], threshold: number): ZoomGroup[] {
  return similarRuns(
    sentences.map((s) => s.tokens.length),
    threshold,
  ).map(([a, b]) => ({
    paragraph,
    from: a + 1,
    to: b + 1,
    start: sentences[a].start,
    end: sentences[b].end,
    label: `P${paragraph}.S${a + 1}-S${b + 1}`,
  }));
}

function mapRange(view: MatchView, r: TextRange): TextRange {
  if (view.identity) return { start: r.start, end: r.end };
  return { start: view.toOriginal(r.start), end: view.toOriginalEnd(r.end) };
}

function mapToken(view: MatchView, text: string, t: Token): Token {
  if (view.identity) return t;
  const r = mapRange(view, t);
  return { start: r.start, end: r.end, text: text.slice(r.start, r.end) };
}

function mapMetrics(view: MatchView, m: ParagraphMetrics, d: Draft): ParagraphMetrics {
  if (view.identity) return m;
  return {
    ...m,
    lexicon: { ...m.lexicon, hits: m.lexicon.hits.map((h) => ({ ...h, ranges: h.ranges.map((r) => mapRange(view, r)) })) },
    discourse: { candor: d.candor.map((r) => mapRange(view, r)), thematicBreaks: d.breaks.map((r) => mapRange(view, r)) },
  };
}
