// What findings call things in Korean: categories, families, text languages and score bands.
// Apart from the sentences (./ko.ts) because the editor page shows these names and leaves
// the sentences to the analysis worker, which renders them.
import type { FindingNames } from "./params";

export const LANGUAGES = { ko: "한국어", en: "영어", zh: "중국어", ja: "일본어" };

export const names: FindingNames = {
  categories: {
    content: "내용",
    language: "언어",
    style: "문체",
    communication: "소통",
    filler: "군더더기",
    structure: "구조",
    "viral-hook": "바이럴 훅",
  },
  families: {
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
  },
  languages: LANGUAGES,
  bands: {
    "human@0": "사람다움",
    "mostly-human@16": "거의 사람다움",
    "mixed@31": "혼재",
    "ai-like@51": "AI 느낌",
    "ai-generated@71": "AI 생성",
    "distorted@0": "의미 왜곡",
    "low@26": "낮은 충실도",
    "moderate@51": "보통 충실도",
    "high@76": "높은 충실도",
    "perfect@91": "완벽한 충실도",
    "excellent@0": "최적",
    "good@16": "양호",
    "acceptable@31": "보통",
    "caution@51": "주의",
    "poor@71": "부적합",
    "critical@0": "위험",
    "warning@50": "주의",
    "good@70": "양호",
    "excellent@90": "우수",
  },
};
