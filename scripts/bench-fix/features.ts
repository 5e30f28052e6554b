// Per-feature view of decompose.ts: each shadow-model feature's mean contribution to the
// log-odds on the AI texts before and after `fix --jsonl`'s rewrite and on the human texts, and
// its mean raw value in each; sorted by what is left on the fixed AI texts above the human mean.
// Shows which single features still carry AI-likeness after the fixes. A diagnostic.
//
//   node scripts/run.mjs scripts/bench-fix/features.ts [--file dev.jsonl] [--only en]
import { analyzeText } from "../../lib/engine/analyze";
import { detect } from "../../lib/detector/detect";
import type { Lang } from "../../lib/engine/types";
import { LANGS } from "../../lib/engine/types";
import { fixText } from "../../lib/fix/document";
import { extractFeatures } from "../../lib/shadow/features";
import { tallyFindings } from "../../lib/detector/tally";
import { defaultShadowWeights } from "../../lib/shadow/score";
import { evaluateModel } from "../../lib/shadow/model";
import { corpusRows, flag } from "./rows";

const argv = process.argv.slice(2);
const file = flag(argv, "--file", "dev.jsonl");
const rows = corpusRows(file, flag(argv, "--only", "en"));
const weights = defaultShadowWeights();

function read(text: string, lang: Lang) {
  const analysis = analyzeText(text, { lang });
  const report = detect(text, { analysis, lang, docType: "default" });
  return { report, out: evaluateModel(weights.models[lang]!, extractFeatures(text, analysis, tallyFindings(report.findings))) };
}

for (const lang of LANGS) {
  const ai = rows.filter((r) => r.lang === lang && r.label !== "human");
  const human = rows.filter((r) => r.lang === lang && r.label === "human");
  if (!ai.length) continue;
  type Acc = Map<string, { c: number; v: number }>;
  const add = (acc: Acc, out: ReturnType<typeof read>["out"]) => {
    for (const c of out.contributions) {
      const e = acc.get(c.feature) ?? { c: 0, v: 0 };
      e.c += c.contribution;
      e.v += c.value;
      acc.set(c.feature, e);
    }
  };
  const before: Acc = new Map(), after: Acc = new Map(), hum: Acc = new Map();
  for (const r of ai) {
    const b = read(r.text, lang);
    add(before, b.out);
    add(after, read(fixText(r.text, { lang, report: b.report }).rewrite, lang).out);
  }
  for (const r of human) add(hum, read(r.text, lang).out);
  const n = ai.length, nh = Math.max(1, human.length);
  console.log(`\n## ${lang} (${file}: ${n} AI, ${human.length} human)\n`);
  console.log("| feature | AI before | AI after | human | left above human | value before → after (human) |\n|---|---:|---:|---:|---:|---|");
  const feats = [...before.keys()].sort((x, y) => (after.get(y)!.c / n - hum.get(y)!.c / nh) - (after.get(x)!.c / n - hum.get(x)!.c / nh));
  for (const f of feats) {
    const b = before.get(f)!, a = after.get(f)!, h = hum.get(f) ?? { c: 0, v: 0 };
    console.log(`| ${f} | ${(b.c / n).toFixed(3)} | ${(a.c / n).toFixed(3)} | ${(h.c / nh).toFixed(3)} | ${(a.c / n - h.c / nh).toFixed(3)} | ${(b.v / n).toPrecision(3)} → ${(a.v / n).toPrecision(3)} (${(h.v / nh).toPrecision(3)}) |`);
  }
}
