// Why applying the fixes moves the AI-likeness as much (or as little) as it does: for every AI
// text, the shadow model's log-odds before and after `fix --jsonl`'s rewrite, split by feature
// (weight × standardized change, plus the feature's step shape), averaged per language. Then
// the ceiling of span fixes: the drop if every span finding of a pattern were gone and nothing
// else changed, per pattern, with that pattern's coverage, so the patterns worth writing rules
// for are the heavy ones with low coverage. A diagnostic; it changes nothing.
//
//   node scripts/run.mjs scripts/bench-fix/why.ts [--file dev.jsonl] [--only zh] [--top 12]
import { analyzeText } from "../../lib/engine/analyze";
import { detect } from "../../lib/detector/detect";
import type { Finding } from "../../lib/detector/types";
import type { Lang } from "../../lib/engine/types";
import { LANGS } from "../../lib/engine/types";
import { fixText } from "../../lib/fix/document";
import { fixable } from "../../lib/fix/engine";
import { extractFeatures, type Features } from "../../lib/shadow/features";
import { tallyFindings } from "../../lib/detector/tally";
import { defaultShadowWeights } from "../../lib/shadow/score";
import { evaluateModel } from "../../lib/shadow/model";
import { corpusRows, flag } from "./rows";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => flag(argv, name, fallback);
const file = arg("--file", "dev.jsonl");
const only = arg("--only", "");
const top = Number(arg("--top", "12"));
const rows = corpusRows(file, only).filter((r) => r.label !== "human");

const weights = defaultShadowWeights();

function read(text: string, lang: Lang, drop?: (f: Finding) => boolean) {
  const analysis = analyzeText(text, { lang });
  const report = detect(text, { analysis, lang, docType: "default" });
  const findings = drop ? report.findings.filter((f) => !drop(f)) : report.findings;
  // As readDocument scores (lib/explain/explain-reading.ts): the n-gram feature is not filled in there.
  const features: Features = extractFeatures(text, analysis, tallyFindings(findings));
  return { report, out: evaluateModel(weights.models[lang]!, features) };
}

for (const lang of LANGS) {
  const ofLang = rows.filter((r) => r.lang === lang);
  if (!ofLang.length) continue;
  const delta = new Map<string, number>();
  const level = new Map<string, number>();
  const ceiling = new Map<string, { drop: number; n: number; fixed: number }>();
  // What is left: the drop still to be had after the fixes, if a pattern's remaining span findings went too.
  const left = new Map<string, { drop: number; n: number }>();
  let before = 0;
  let after = 0;
  let allSpansGone = 0;
  for (const r of ofLang) {
    const b = read(r.text, lang);
    const fixed = fixText(r.text, { lang, report: b.report });
    const a = read(fixed.rewrite, lang);
    for (const p of new Set(a.report.findings.filter(fixable).map((f) => f.patternId))) {
      const e = left.get(p) ?? { drop: 0, n: 0 };
      e.drop += a.out.score - read(fixed.rewrite, lang, (f) => fixable(f) && f.patternId === p).out.score;
      e.n += a.report.findings.filter((f) => fixable(f) && f.patternId === p).length;
      left.set(p, e);
    }
    before += b.out.score;
    after += a.out.score;
    a.out.contributions.forEach((c) => level.set(c.feature, (level.get(c.feature) ?? 0) + c.contribution));
    b.out.contributions.forEach((c, i) => delta.set(c.feature, (delta.get(c.feature) ?? 0) + a.out.contributions[i].contribution - c.contribution));
    allSpansGone += b.out.score - read(r.text, lang, (f) => fixable(f)).out.score;
    const patterns = new Set(b.report.findings.filter(fixable).map((f) => f.patternId));
    for (const p of patterns) {
      const e = ceiling.get(p) ?? { drop: 0, n: 0, fixed: 0 };
      e.drop += b.out.score - read(r.text, lang, (f) => fixable(f) && f.patternId === p).out.score;
      for (const f of b.report.findings) {
        if (f.patternId !== p || !fixable(f)) continue;
        e.n++;
        if (fixed.run.candidates.has(f.id)) e.fixed++;
      }
      ceiling.set(p, e);
    }
  }
  const n = ofLang.length;
  console.log(`\n## ${lang} (${file}, ${n} AI texts): score ${(before / n).toFixed(1)} → ${(after / n).toFixed(1)}; every span finding gone, nothing else changed: −${(allSpansGone / n).toFixed(1)}`);
  console.log(`\nLog-odds change per feature after the fixes (mean per text; negative lowers the score):\n`);
  for (const [k, v] of [...delta].sort((x, y) => x[1] - y[1]).filter(([, v]) => Math.abs(v / n) >= 0.005).slice(0, top)) console.log(`- ${k}: ${(v / n).toFixed(3)}`);
  console.log(`\nWhat still holds the score up after the fixes: the largest mean contributions to the log-odds (intercept ${weights.models[lang]!.intercept.toFixed(2)}):\n`);
  for (const [k, v] of [...level].sort((x, y) => y[1] - x[1]).slice(0, top)) console.log(`- ${k}: ${(v / n).toFixed(3)}`);
  console.log(`\nDrop if one pattern's span findings were all gone (mean over all texts), with its coverage:\n\n| pattern | drop | span findings | with a verified fix |\n|---|---:|---:|---:|`);
  for (const [p, e] of [...ceiling].sort((x, y) => y[1].drop - x[1].drop).slice(0, top)) console.log(`| ${p} | ${(e.drop / n).toFixed(2)} | ${e.n} | ${((100 * e.fixed) / e.n).toFixed(0)}% |`);
  console.log(`\nWhat is left after the fixes: the further drop if one pattern's span findings in the rewrite were gone too (mean over all texts):\n\n| pattern | further drop | span findings left |\n|---|---:|---:|`);
  for (const [p, e] of [...left].sort((x, y) => y[1].drop - x[1].drop).slice(0, top)) console.log(`| ${p} | ${(e.drop / n).toFixed(2)} | ${e.n} |`);
}
