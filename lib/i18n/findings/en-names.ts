// What findings call things in English: categories, families, text languages and score bands.
// Apart from the sentences (./en.ts) because the editor page shows these names and leaves
// the sentences to the analysis worker, which renders them.
import type { FindingNames } from "./params";

export const LANGUAGES = { ko: "Korean", en: "English", zh: "Chinese", ja: "Japanese" };

export const names: FindingNames = {
  categories: {
    content: "Content",
    language: "Language",
    style: "Style",
    communication: "Communication",
    filler: "Filler",
    structure: "Structure",
    "viral-hook": "Viral hook",
  },
  families: {
    A: "Translationese",
    B: "English glosses and jargon",
    C: "Structure",
    D: "AI stock phrases",
    E: "Rhythm",
    F: "Piled-on modifiers",
    G: "Hedging",
    H: "Connectives",
    I: "Formal nouns (것·점·바·수)",
    J: "Visual decoration",
  },
  languages: LANGUAGES,
  bands: {
    "human@0": "Strongly human-like",
    "mostly-human@16": "Mostly human",
    "mixed@31": "Mixed",
    "ai-like@51": "AI-like",
    "ai-generated@71": "AI-generated",
    "distorted@0": "Meaning distorted",
    "low@26": "Low fidelity",
    "moderate@51": "Moderate fidelity",
    "high@76": "High fidelity",
    "perfect@91": "Perfect fidelity",
    "excellent@0": "Excellent",
    "good@16": "Good",
    "acceptable@31": "Acceptable",
    "caution@51": "Caution",
    "poor@71": "Poor",
    "critical@0": "Critical",
    "warning@50": "Warning",
    "good@70": "Good",
    "excellent@90": "Excellent",
  },
};
