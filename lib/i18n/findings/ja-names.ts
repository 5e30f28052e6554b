// What findings call things in Japanese: categories, families, text languages and score bands.
// Apart from the sentences (./ja.ts) because the editor page shows these names and leaves
// the sentences to the analysis worker, which renders them.
import type { FindingNames } from "./params";

export const LANGUAGES = { ko: "韓国語", en: "英語", zh: "中国語", ja: "日本語" };

export const names: FindingNames = {
  categories: {
    content: "内容",
    language: "言葉づかい",
    style: "文体",
    communication: "やりとり",
    filler: "冗長",
    structure: "構成",
    "viral-hook": "バズ狙い",
  },
  families: {
    A: "翻訳調",
    B: "英語の併記・用語の多用",
    C: "構成",
    D: "AI の決まり文句",
    E: "リズム",
    F: "修飾の重ねすぎ",
    G: "ぼかし表現",
    H: "接続詞",
    I: "形式名詞（것・점・바・수）",
    J: "見た目の飾り",
  },
  languages: LANGUAGES,
  bands: {
    "human@0": "かなり人らしい",
    "mostly-human@16": "ほぼ人らしい",
    "mixed@31": "混在",
    "ai-like@51": "AI らしい",
    "ai-generated@71": "AI 生成",
    "distorted@0": "意味がゆがんでいる",
    "low@26": "忠実度が低い",
    "moderate@51": "忠実度はふつう",
    "high@76": "忠実度が高い",
    "perfect@91": "完全に忠実",
    "excellent@0": "最適",
    "good@16": "良好",
    "acceptable@31": "許容範囲",
    "caution@51": "要注意",
    "poor@71": "不適",
    "critical@0": "危険",
    "warning@50": "要注意",
    "good@70": "良好",
    "excellent@90": "優秀",
  },
};
