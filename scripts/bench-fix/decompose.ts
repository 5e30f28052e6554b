// Where the AI-likeness of AI texts comes from, and which part of it applying the fixes moves:
// the shadow model's log-odds split into feature families (what the detector found, the AI
// lexicon, word shape, punctuation and layout, sentence rhythm, voice), each family's mean
// contribution on the AI texts before and after `fix --jsonl`'s rewrite and on the human texts
// of the same file, and what the score would be if a family alone moved. Then two ceilings of
// span fixes: every finding gone (nothing else changed), and every finding and every lexicon
// entry gone. A diagnostic; it changes nothing.
//
//   node scripts/run.mjs scripts/bench-fix/decompose.ts [--file dev.jsonl] [--only en]
import { analyzeText } from "../../lib/engine/analyze";
import { detect } from "../../lib/detector/detect";
import type { Finding } from "../../lib/detector/types";
import type { Lang } from "../../lib/engine/types";
import { LANGS } from "../../lib/engine/types";
import { fixText } from "../../lib/fix/document";
import { extractFeatures, type FeatureName, type Features } from "../../lib/shadow/features";
import { tallyFindings } from "../../lib/detector/tally";
import { defaultShadowWeights } from "../../lib/shadow/score";
import { evaluateModel, scaled } from "../../lib/shadow/model";
import { corpusRows, flag } from "./rows";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => flag(argv, name, fallback);
const file = arg("--file", "dev.jsonl");
const only = arg("--only", "");
const rows = corpusRows(file, only);

const FAMILIES: [string, RegExp][] = [
  ["findings (tells_*, doc_tells)", /^(?:tells_|doc_tells)/],
  ["AI lexicon (lexicon_density, hot_share)", /^(?:lexicon_density|hot_share)$/],
  ["word shape", /^(?:en_word_len|en_long_word_share|en_ing_share|en_connective_rate|en_also_rate|en_function_variety|en_mid_capital_share|ko_eojeol|ko_suffix|ja_kanji|zh_(?:particle|de|le|connective)_rate)/],
  ["punctuation and layout", /^(?:comma_|paren_|quote_|dash_|colon_|question_|exclaim_|informal_|digit_|latin_|list_line|markup_|en_semicolon|en_ellipsis|en_repeated_marks)/],
  ["sentence rhythm", /^(?:sent_|para_|burst_|mattr)/],
  ["voice and register", /^(?:en_contraction|en_first_person|en_second_person|en_lowercase_i|en_unmarked_contraction|zh_first_person|ko_end_|ja_end_)/],
];
const familyOf = (f: FeatureName) => FAMILIES.find(([, re]) => re.test(f))?.[0] ?? "other";

const weights = defaultShadowWeights();

function read(text: string, lang: Lang, opts: { drop?: (f: Finding) => boolean; noLexicon?: boolean } = {}) {
  const analysis = analyzeText(text, { lang });
  const report = detect(text, { analysis, lang, docType: "default" });
  const findings = opts.drop ? report.findings.filter((f) => !opts.drop!(f)) : report.findings;
  const features: Features = extractFeatures(text, analysis, tallyFindings(findings));
  if (opts.noLexicon) features.lexicon_density = 0;
  return { report, out: evaluateModel(weights.models[lang]!, features) };
}

const byFamily = (out: ReturnType<typeof read>["out"]) => {
  const m = new Map<string, number>();
  for (const c of out.contributions) m.set(familyOf(c.feature), (m.get(familyOf(c.feature)) ?? 0) + c.contribution);
  return m;
};

for (const lang of LANGS) {
  const ai = rows.filter((r) => r.lang === lang && r.label !== "human");
  const human = rows.filter((r) => r.lang === lang && r.label === "human");
  if (!ai.length) continue;
  const model = weights.models[lang]!;
  const sum = { before: new Map<string, number>(), after: new Map<string, number>(), human: new Map<string, number>() };
  const alone = new Map<string, number>();
  let scoreBefore = 0;
  let scoreAfter = 0;
  let noFindings = 0;
  let noFindingsNoLexicon = 0;
  let logitBefore = 0;
  let logitAfter = 0;
  for (const r of ai) {
    const b = read(r.text, lang);
    const a = read(fixText(r.text, { lang, report: b.report }).rewrite, lang);
    scoreBefore += b.out.score;
    scoreAfter += a.out.score;
    logitBefore += b.out.logit;
    logitAfter += a.out.logit;
    noFindings += read(r.text, lang, { drop: () => true }).out.score;
    noFindingsNoLexicon += read(r.text, lang, { drop: () => true, noLexicon: true }).out.score;
    const fb = byFamily(b.out);
    const fa = byFamily(a.out);
    for (const [k, v] of fb) sum.before.set(k, (sum.before.get(k) ?? 0) + v);
    for (const [k, v] of fa) {
      sum.after.set(k, (sum.after.get(k) ?? 0) + v);
      // The score had this family alone moved as it did.
      alone.set(k, (alone.get(k) ?? 0) + scaled(model, b.out.logit + v - (fb.get(k) ?? 0)) - b.out.score);
    }
  }
  let humanScore = 0;
  for (const r of human) {
    const h = read(r.text, lang);
    humanScore += h.out.score;
    for (const [k, v] of byFamily(h.out)) sum.human.set(k, (sum.human.get(k) ?? 0) + v);
  }
  const n = ai.length;
  const nh = Math.max(1, human.length);
  console.log(`\n## ${lang} (${file}: ${n} AI, ${human.length} human texts)\n`);
  // The n-gram feature is not filled in here (as in why.ts): a model that reads one scores differently in the app.
  if (model.ngrams) console.log("(this model reads an n-gram table this script leaves at 0: its scores here are not the app's; read the families' changes only)\n");
  console.log(`AI-likeness of the AI texts ${(scoreBefore / n).toFixed(1)} → ${(scoreAfter / n).toFixed(1)} after every first fix (log-odds ${(logitBefore / n).toFixed(2)} → ${(logitAfter / n).toFixed(2)}); human texts ${(humanScore / nh).toFixed(1)}.`);
  console.log(`Ceilings of span fixes: every finding gone, nothing else changed: ${(noFindings / n).toFixed(1)} (−${((scoreBefore - noFindings) / n).toFixed(1)}); every finding and every AI-lexicon entry gone: ${(noFindingsNoLexicon / n).toFixed(1)} (−${((scoreBefore - noFindingsNoLexicon) / n).toFixed(1)}).\n`);
  console.log("| feature family | AI before | AI after | change | points if it alone moved | human texts |\n|---|---:|---:|---:|---:|---:|");
  const families = [...new Set([...sum.before.keys(), ...sum.human.keys()])].sort((x, y) => (sum.before.get(y) ?? 0) - (sum.before.get(x) ?? 0));
  for (const k of families) {
    const b = (sum.before.get(k) ?? 0) / n;
    const a = (sum.after.get(k) ?? 0) / n;
    console.log(`| ${k} | ${b.toFixed(3)} | ${a.toFixed(3)} | ${(a - b).toFixed(3)} | ${((alone.get(k) ?? 0) / n).toFixed(1)} | ${((sum.human.get(k) ?? 0) / nh).toFixed(3)} |`);
  }
  console.log(`| intercept | ${model.intercept.toFixed(3)} | | | | |`);
}
