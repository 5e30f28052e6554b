// The <suspect-zones> meta block and «P{n} SUSPECT» body prefixes of seed 001 §9/§16.
// Internal LLM working memory: never shown to users.
import type { Analysis, HotReason, Lang, Paragraph, ZoomGroup } from "./types";
import { tokenCountOf } from "./sentence";

const MAX_QUOTED_ENTRIES = 5;

const REASONS: Record<Lang, Record<Exclude<HotReason, "lexicon">, string>> = {
  ko: {
    burstiness: "문장 길이 균질",
    mattr: "어휘 반복 다수",
    "ko-diagnostics": "띄어쓰기·쉼표·조사 분포 단조",
    "ending-monotony": "평서형 -다 종결 반복",
    "fake-candor": "솔직함을 가장한 도입부 반복",
    "thematic-break": "장식용 구분선 반복",
  },
  en: {
    burstiness: "uniform sentence length",
    mattr: "low lexical diversity",
    "ko-diagnostics": "monotone spacing, commas and particles",
    "ending-monotony": "repeated plain -da endings",
    "fake-candor": "repeated fake-candor openers",
    "thematic-break": "repeated decorative thematic breaks",
  },
  zh: {
    burstiness: "句子长度均匀",
    mattr: "词汇重复较多",
    "ko-diagnostics": "韩语空格、逗号与助词分布单调",
    "ending-monotony": "韩语陈述句尾单调",
    "fake-candor": "反复使用故作坦诚的开场白",
    "thematic-break": "反复使用装饰性分隔线",
  },
  ja: {
    burstiness: "文の長さが均一",
    mattr: "語彙の反復が多い",
    "ko-diagnostics": "韓国語の分かち書き・読点・助詞の分布が単調",
    "ending-monotony": "韓国語の平叙形語尾が単調",
    "fake-candor": "率直さを装う書き出しの反復",
    "thematic-break": "装飾的な区切り線の反復",
  },
};

const ZOOM_REASONS: Record<Lang, { same: string; similar: string }> = {
  ko: { same: "인접 문장 토큰 수 동일", similar: "인접 문장 토큰 수 유사" },
  en: { same: "identical token counts", similar: "similar token counts" },
  zh: { same: "相邻句子词元数相同", similar: "相邻句子词元数相近" },
  ja: { same: "隣接する文のトークン数が同一", similar: "隣接する文のトークン数が近い" },
};

const fixed2 = (x: number) => x.toFixed(2);

function paragraphLine(p: Paragraph, lang: Lang): string {
  const m = p.metrics;
  const stats: string[] = [];
  if (m.burstiness.cv !== null) stats.push(`burstiness=${fixed2(m.burstiness.cv)} (${m.burstiness.band ?? "n/a"})`);
  if (m.mattr.value !== null) stats.push(`MATTR=${fixed2(m.mattr.value)} (${m.mattr.band ?? "n/a"})`);
  if (m.lexicon.entryCount > 0) stats.push(`lexicon_density=${m.lexicon.density.toFixed(1)}/1000`);
  const reasons: string[] = [];
  for (const r of p.hotReasons) if (r !== "lexicon") reasons.push(REASONS[lang][r]);
  if (m.lexicon.hot) {
    const quoted = m.lexicon.hits.slice(0, MAX_QUOTED_ENTRIES).map((h) => h.entry).join(", ");
    reasons.push(`AI-lexicon hits: "${quoted}"`);
  }
  return `- P${p.index}: ${stats.join(", ")} — ${reasons.join(", ")}`;
}

function zoomLine(z: ZoomGroup, p: Paragraph, lang: Lang): string {
  const counts = p.sentences.slice(z.from - 1, z.to).map(tokenCountOf);
  const same = counts.every((c) => c === counts[0]);
  return `- ${z.label}: ${same ? ZOOM_REASONS[lang].same : ZOOM_REASONS[lang].similar}`;
}

/** null when the stylometry step is skipped or no paragraph is hot. */
export function renderSuspectZones(analysis: Analysis): { metaBlock: string; body: string } | null {
  if (analysis.skip !== null) return null;
  const hot = analysis.paragraphs.filter((p) => p.hot);
  if (hot.length === 0) return null;
  const lang = analysis.lang;
  const lines = [`<suspect-zones lang="${lang}">`];
  for (const p of hot) {
    lines.push(paragraphLine(p, lang));
    for (const z of p.zoom) lines.push(zoomLine(z, p, lang));
  }
  lines.push("</suspect-zones>");
  return { metaBlock: lines.join("\n"), body: renderSuspectBody(analysis) };
}

/** The analysed text with «P{n} SUSPECT» inserted before each hot paragraph. */
export function renderSuspectBody(analysis: Analysis): string {
  const text = analysis.text;
  let out = "";
  let at = 0;
  for (const p of analysis.paragraphs) {
    if (!p.hot) continue;
    out += text.slice(at, p.start) + `«P${p.index} SUSPECT» `;
    at = p.start;
  }
  return out + text.slice(at);
}
