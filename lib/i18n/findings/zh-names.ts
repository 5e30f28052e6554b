// What findings call things in Chinese: categories, families, text languages and score bands.
// Apart from the sentences (./zh.ts) because the editor page shows these names and leaves
// the sentences to the analysis worker, which renders them.
import type { FindingNames } from "./params";

export const LANGUAGES = { ko: "韩语", en: "英语", zh: "中文", ja: "日语" };

export const names: FindingNames = {
  categories: {
    content: "内容",
    language: "语言",
    style: "文体",
    communication: "交流",
    filler: "冗余",
    structure: "结构",
    "viral-hook": "流量钩子",
  },
  families: {
    A: "翻译腔",
    B: "英文夹注与术语过多",
    C: "结构",
    D: "AI 惯用语",
    E: "节奏",
    F: "修饰堆砌",
    G: "委婉含糊",
    H: "连接词",
    I: "形式名词（것·점·바·수）",
    J: "视觉装饰",
  },
  languages: LANGUAGES,
  bands: {
    "human@0": "很像人写的",
    "mostly-human@16": "基本像人写的",
    "mixed@31": "信号混杂",
    "ai-like@51": "像 AI 写的",
    "ai-generated@71": "AI 生成",
    "distorted@0": "原意被歪曲",
    "low@26": "忠实度低",
    "moderate@51": "忠实度一般",
    "high@76": "忠实度高",
    "perfect@91": "完全忠实",
    "excellent@0": "最佳",
    "good@16": "良好",
    "acceptable@31": "尚可",
    "caution@51": "需注意",
    "poor@71": "不合格",
    "critical@0": "危险",
    "warning@50": "需注意",
    "good@70": "良好",
    "excellent@90": "优秀",
  },
};
