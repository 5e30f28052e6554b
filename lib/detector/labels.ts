// Display labels: categories per language and the Korean taxonomy families (004, A–J).
import type { Lang } from "../engine/types";

export const KO_FAMILIES: Record<string, string> = {
  A: "번역투",
  B: "영어 병기·용어 과다",
  C: "구조",
  D: "AI 관용구",
  E: "리듬",
  F: "수식 과다",
  G: "완곡",
  H: "접속사",
  I: "형식명사",
  J: "시각 장식",
};

const CATEGORY_LABELS: Record<string, Partial<Record<Lang, string>>> = {
  content: { ko: "내용", en: "Content", zh: "内容", ja: "内容" },
  language: { ko: "언어", en: "Language", zh: "语言", ja: "言語" },
  style: { ko: "스타일", en: "Style", zh: "文体", ja: "文体" },
  communication: { ko: "소통", en: "Communication", zh: "交流", ja: "コミュニケーション" },
  filler: { ko: "채움", en: "Filler", zh: "冗余", ja: "冗長" },
  structure: { ko: "구조", en: "Structure", zh: "结构", ja: "構成" },
  "viral-hook": { ko: "바이럴 훅", en: "Viral hook", zh: "流量钩子", ja: "バイラルフック" },
};

/** "번역투: ~를 통해 남발" for a ko taxonomy match, else "Language: AI vocabulary". */
export function categoryLabel(lang: Lang, category: string, patternName: string, taxonomy?: string): string {
  if (lang === "ko" && taxonomy) {
    const family = KO_FAMILIES[taxonomy[0]];
    if (family) return `${family}: ${patternName}`;
  }
  const label = CATEGORY_LABELS[category]?.[lang] ?? category;
  return `${label}: ${patternName}`;
}
