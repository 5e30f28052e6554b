// The stylometry engine (seed 001): paragraphs → metrics → hot flags → sentence zoom.
// All work happens on a matching view (NFC, zero-width characters removed); every range is
// mapped back so it is a slice of the caller's exact string.
import type {
  Analysis,
  HotReason,
  Lang,
  Paragraph,
  ParagraphMetrics,
  SkipReason,
  TextRange,
  ZoomGroup,
} from "./types";
import { LANGS } from "./types";
import { resolveStylometryOptions, type DeepPartial, type StylometryOptions } from "./options";
import { EmptyTextError, UnsupportedLanguageError } from "./errors";
import { detectLanguage } from "./language";
import { segmentDocument, type SegmentedParagraph } from "./segment";
import { bandOf, coefficientOfVariation, movingTypeTokenRatioOfIds, similarRuns } from "./metrics";
import { compileLexicon, defaultLexicons, lexiconDensity, matchLexicon, straightenApostrophes, type Automaton, type LexiconSet } from "./lexicon";
import { endingMonotony, koreanDiagnostics } from "./korean";
import { candorOpener, thematicBreaks } from "./discourse";
import { matchView, type MatchView } from "../text/normalize";
import { foldCase, isSpace } from "../text/chars";
import { rememberAnalysisWork } from "./analysis-memo";
import { tokenIds } from "./token-ids";
import { SpanSentence, type TokenSpans } from "./sentence";

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

/** True when the text has a character other than whitespace (what trim() would keep). */
function hasContent(text: string): boolean {
  for (let i = 0, n = text.length; i < n; i++) if (!isSpace(text.charCodeAt(i))) return true;
  return false;
}

// MATTR counts by token-type id, kept all zero between uses and reused across documents.
let typeCounts = new Int32Array(1024);

export function analyzeText(text: string, opts: AnalyzeOptions = {}): Analysis {
  if (!hasContent(text)) throw new EmptyTextError();
  const view = matchView(text);
  const vt = view.text;
  if (!hasContent(vt)) throw new EmptyTextError();
  const language = detectLanguage(vt);
  const lang = resolveLang(opts.lang, language.lang);
  const options = resolveStylometryOptions(opts.options);

  const segmented = segmentDocument(vt, lang);
  const segs = segmented.paragraphs;
  const lexiconSource = options.lexicon.languages.includes(lang) ? (opts.lexicons ?? defaultLexicons())[lang] : undefined;
  const lexicon = lexiconSource ? compileLexicon(lexiconSource, options.lexicon.wildcardMax) : null;
  const caseFolded = lexicon ? foldCase(vt) : null;
  const folded = caseFolded === null ? "" : straightenApostrophes(caseFolded);

  const tokenCount = segmented.tokenCount;
  const types = tokenIds(vt, segmented.tokens.spans, tokenCount);
  if (typeCounts.length < types.distinct) typeCounts = new Int32Array(Math.max(types.distinct, typeCounts.length * 2));

  const drafts: Draft[] = new Array(segs.length);
  for (let p = 0; p < segs.length; p++) {
    drafts[p] = measureParagraph(vt, folded, segs[p], segmented.tokens.spans, lang, options, lexicon, types.ids, typeCounts);
  }
  attributeBreaks(drafts, thematicBreaks(vt));

  let candorCount = 0;
  let thematicBreakCount = 0;
  let sentenceCount = 0;
  for (const d of drafts) {
    candorCount += d.candor.length;
    thematicBreakCount += d.breaks.length;
    sentenceCount += d.seg.sentences.length;
  }

  let skip: SkipReason | null = null;
  if (!options.languages.includes(lang)) skip = "language-disabled";
  // Every block counts as a paragraph here (the seed's 단락 수), dividers included; a block
  // without tokens is still never measured or hot.
  else if (drafts.length <= 2) skip = "few-paragraphs";
  else if (sentenceCount <= 2) skip = "few-sentences";

  // Tokens are reported as slices of the caller's text.
  const tokens = view.identity ? segmented.tokens : mapTokenSpans(view, text, segmented.tokens.spans);
  const paragraphs: Paragraph[] = new Array(drafts.length);
  for (let i = 0; i < drafts.length; i++) {
    const d = drafts[i];
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
    // Segmentation already built the sentences in their reported shape: when the view is the
    // text itself they are the output.
    const sentences = view.identity ? d.seg.sentences : mapSentences(view, tokens, d.seg.sentences);
    const zoom: ZoomGroup[] = hot ? zoomGroups(index, sentences, options.sentenceZoom.similarityThreshold) : [];
    paragraphs[i] = {
      index,
      start: view.identity ? d.seg.start : view.toOriginal(d.seg.start),
      end: view.identity ? d.seg.end : view.toOriginalEnd(d.seg.end),
      sentences,
      metrics: mapMetrics(view, m, d),
      skipped,
      hot,
      hotReasons: reasons,
      zoom,
    };
  }

  const analysis: Analysis = {
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
  rememberAnalysisWork(analysis, view, caseFolded);
  return analysis;
}

function measureParagraph(
  vt: string,
  folded: string,
  seg: SegmentedParagraph,
  spans: Int32Array,
  lang: Lang,
  options: StylometryOptions,
  lexicon: Automaton | null,
  typeIds: Int32Array,
  typeCounts: Int32Array,
): Draft {
  const sentences = seg.sentences;
  const counts: number[] = new Array(sentences.length);
  for (let k = 0; k < sentences.length; k++) counts[k] = sentences[k].tokenCount;
  const cv = coefficientOfVariation(counts);
  const burstBand = cv !== null && counts.length >= options.burstiness.minSentences ? bandOf(cv, options.burstiness.bands) : null;

  const mattr = movingTypeTokenRatioOfIds(typeIds, seg.firstToken, seg.firstToken + seg.tokenCount, options.ttr.window, typeCounts);

  const hits = lexicon && seg.tokenCount > 0 ? matchLexicon(lexicon, folded, seg.start, seg.end) : [];
  const entryCount = hits.length;
  const density = lexiconDensity(entryCount, seg.tokenCount);
  const lexiconHot = density > options.lexicon.densityThreshold && entryCount >= options.lexicon.minHits[lang];

  let ko: ParagraphMetrics["ko"] = null;
  let monotony: ParagraphMetrics["endingMonotony"] = null;
  if (lang === "ko" && seg.tokenCount > 0) {
    ko = koreanDiagnostics(vt, seg, spans, options.koDiagnostics);
    monotony = endingMonotony(vt, sentences, seg.tokenCount, cv, options);
  }

  const candor: TextRange[] = [];
  for (let k = 0; k < sentences.length; k++) {
    const r = candorOpener(vt, sentences[k].start, sentences[k].end);
    if (r) candor.push(r);
  }

  return {
    seg,
    candor,
    breaks: [],
    metrics: {
      tokenCount: seg.tokenCount,
      sentenceCount: sentences.length,
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

function zoomGroups(paragraph: number, sentences: SpanSentence[], threshold: number): ZoomGroup[] {
  return similarRuns(
    sentences.map((s) => s.tokenCount),
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

/** The document's token spans in the caller's text. */
function mapTokenSpans(view: MatchView, text: string, spans: Int32Array): TokenSpans {
  const mapped = new Int32Array(spans.length);
  for (let k = 0; k < spans.length; k += 2) {
    mapped[k] = view.toOriginal(spans[k]);
    mapped[k + 1] = view.toOriginalEnd(spans[k + 1]);
  }
  return { source: text, spans: mapped };
}

/** The sentences in the caller's text, their tokens read from `tokens` (already mapped). */
function mapSentences(view: MatchView, tokens: TokenSpans, sentences: readonly SpanSentence[]): SpanSentence[] {
  const out: SpanSentence[] = new Array(sentences.length);
  for (let k = 0; k < sentences.length; k++) {
    const s = sentences[k];
    out[k] = s.relocated(view.toOriginal(s.start), view.toOriginalEnd(s.end), tokens);
  }
  return out;
}

function mapMetrics(view: MatchView, m: ParagraphMetrics, d: Draft): ParagraphMetrics {
  if (view.identity) return m;
  return {
    ...m,
    lexicon: { ...m.lexicon, hits: m.lexicon.hits.map((h) => ({ ...h, ranges: h.ranges.map((r) => mapRange(view, r)) })) },
    discourse: { candor: d.candor.map((r) => mapRange(view, r)), thematicBreaks: d.breaks.map((r) => mapRange(view, r)) },
  };
}
