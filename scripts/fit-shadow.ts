// Fits the deterministic shadow score's per-language models on the labelled corpora and writes
// lib/shadow/weights.json with the fit's metadata.
//   node scripts/run.mjs scripts/fit-shadow.ts
// Fitted on ../shared/corpus/dev.jsonl and dev-modern.jsonl (read at run time, never copied
// into the project: weights.json holds coefficients, knots and a hashed n-gram table of
// quantized log-ratios, no text). The procedure is scripts/fit/procedure.ts, the same one
// bench:quality re-runs on every held-out source and generator.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Lang } from "../lib/engine/types";
import { LANGS } from "../lib/engine/types";
import type { Calibration } from "../lib/shadow/calibration";
import { FEATURE_NAMES } from "../lib/shadow/features";
import type { FitMetadata, LanguageModel, ShadowWeights } from "../lib/shadow/model";
import { defaultPipeline } from "../lib/shadow/pipeline";
import { fitCalibration } from "./fit/calibration";
import { DEFAULT_CORPUS_PATHS, parseCorpus, withComparableRows } from "./fit/corpus";
import { corpusSignals, fitRows, languageRows } from "./fit/dataset";
import { auroc, tprAtFpr } from "./fit/metrics";
import { DEFAULT_NGRAM_FIT } from "./fit/ngrams";
import { DEFAULT_FIT_SETTINGS, fitLanguage, innerFoldsOf, NGRAM_LANGS, rowFeatures, settingsFor, TYPICALITY_QUANTILE } from "./fit/procedure";
import { DEFAULT_LAMBDA_GRID, DEFAULT_ROUNDS_GRID, predictScore } from "./fit/train";

const CORPUS_PATHS = DEFAULT_CORPUS_PATHS;
const FIT_SEED = 20260702;

function main(): void {
  const root = process.cwd();
  const raws = CORPUS_PATHS.map((p) => readFileSync(resolve(root, p), "utf8"));
  const rows = withComparableRows(raws.flatMap((raw) => parseCorpus(raw)));
  const data = corpusSignals(rows, defaultPipeline);

  const models: Partial<Record<Lang, LanguageModel>> = {};
  const formulaCalibration: Partial<Record<Lang, Calibration>> = {};
  const perLanguage: FitMetadata["perLanguage"] = {};
  for (const lang of LANGS) {
    const idx = languageRows(data, lang);
    if (idx.length === 0) continue;
    const train = fitRows(data, idx);
    const settings = settingsFor(lang);
    const fitted = fitLanguage(train, { ...settings, seed: FIT_SEED });
    const model = fitted.model;
    // The formula is fixed (nothing fitted), so its own readings place its band edges.
    const withFormula = idx.filter((i) => data.formulaScores[i] !== null);
    formulaCalibration[lang] = fitCalibration(
      withFormula.map((i) => data.formulaScores[i]!),
      withFormula.map((i) => data.rows[i].label === "ai"),
    );
    const labels = train.map((r) => r.label);
    const inSample = train.map((r) => predictScore(model, rowFeatures(fitted, r)));
    models[lang] = model;
    const ai = labels.filter(Boolean).length;
    perLanguage[lang] = {
      n: { ai, human: labels.length - ai },
      groups: new Set(train.map((r) => r.group)).size,
      lambda: fitted.complexity.lambda,
      rounds: fitted.complexity.rounds,
      innerFolds: new Set(innerFoldsOf(train, FIT_SEED)).size,
      ngram: settings.ngram !== null,
      inSampleAuroc: round(auroc(inSample, labels)),
      inSampleTprAt5Fpr: round(tprAtFpr(inSample, labels, 0.05).tpr),
    };
    process.stdout.write(
      `${lang}: n=${labels.length} λ=${fitted.complexity.lambda} rounds=${fitted.complexity.rounds} n-grams ${settings.ngram ? "on" : "off"} ` +
        `typicality limit ${model.typicalityLimit?.toFixed(2)} in-sample AUROC ${perLanguage[lang]!.inSampleAuroc}\n`,
    );
  }

  const weights: ShadowWeights = {
    schema: 1,
    features: [...FEATURE_NAMES],
    models,
    formulaCalibration,
    meta: {
      fittedAt: new Date().toISOString().slice(0, 10),
      corpus: {
        path: CORPUS_PATHS.join(" + "),
        sha256: createHash("sha256").update(raws.join("")).digest("hex"),
        rows: rows.length,
      },
      seed: FIT_SEED,
      folds: 4,
      lambdaGrid: [...DEFAULT_LAMBDA_GRID],
      roundsGrid: [...DEFAULT_ROUNDS_GRID],
      perLanguage,
      notes: [
        "Per-language L2 logistic regression on standardized features, class-balanced loss, projected Newton; tell/hot/lexicon features constrained to weight >= 0.",
        "Fitted on dev.jsonl + dev-modern.jsonl (2024-2025 generators, en/zh). Procedure: scripts/fit/procedure.ts; run bench:quality for leave-one-source-out and leave-one-generator-out figures.",
        `ngram_llr (${[...NGRAM_LANGS].join(", ")}): mean quantized log-ratio of hashed 1-3-grams (Japanese: kana kept, kanji and katakana runs folded), table counted on the training texts with smoothing ${DEFAULT_NGRAM_FIT.smoothing} per bucket; the logistic model learns from out-of-fold table scores (5-fold stacking). Off where it did not carry to held-out sources (scripts/fit/procedure.ts).`,
        `shapes: per-feature step functions boosted (stumps, learning rate 0.1, 16 quantile bins, >= 10 rows a side) on the logistic model's logits; each shape keeps its feature's linear direction; lambda and rounds chosen by grouped 4-fold CV AUROC (strongest lambda within ${DEFAULT_FIT_SETTINGS.slack.lambda}, fewest rounds within ${DEFAULT_FIT_SETTINGS.slack.rounds} of the best; English rounds within ${settingsFor("en").slack.rounds}, Japanese lambda within ${settingsFor("ja").slack.lambda}).`,
        `row weights: English human texts of student-writing sources weigh ${settingsFor("en").studentHumanWeight} against 1 (scripts/fit/procedure.ts); other languages unweighted.`,
        "corpus: both classes of a layout-stripped source (lorenz-news) are read with whitespace collapsed, so layout carries no label (scripts/fit/corpus.ts); prompt pairs of dev-modern and near-duplicates share a fold.",
        "calibration: monotone piecewise-linear map of the logit to 0-100, knots fitted on out-of-fold logits so that the seed bands read true (scripts/fit/calibration.ts).",
        `typicalityLimit: the ${TYPICALITY_QUANTILE} quantile of the training rows' typicality (mean clipped squared z over the model's terms); beyond it a low score is shown as not enough evidence (lib/shadow/document-scores.ts).`,
        "formulaCalibration: the same kind of map for the seed section 6 formula score, fitted on its readings; used only to compare the two on one scale (divergence).",
      ],
    },
  };
  const out = join(root, "lib/shadow/weights.json");
  writeFileSync(out, JSON.stringify(weights, roundReplacer, 1) + "\n");
  process.stdout.write(`wrote ${out}\n`);
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

function roundReplacer(_key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isInteger(value) ? Number(value.toPrecision(8)) : value;
}

main();
