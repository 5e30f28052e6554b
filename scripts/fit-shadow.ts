// Fits the deterministic shadow score's per-language logistic models on the labelled
// dev corpus and writes lib/shadow/weights.json with the fit's metadata.
//   node_modules/.bin/tsx scripts/gen-sources.ts && node_modules/.bin/tsx scripts/fit-shadow.ts
// Only ever fitted on ../shared/corpus/dev.jsonl (the texts are read at run time and
// never copied into the project). λ is chosen by grouped cross-validation.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Lang } from "../lib/engine/types";
import { LANGS } from "../lib/engine/types";
import { parseCorpus, withComparableLayout } from "./fit/corpus";
import { corpusSignals, languageSet } from "./fit/dataset";
import { FEATURE_NAMES } from "../lib/shadow/features";
import { auroc, tprAtFpr } from "./fit/metrics";
import type { FitMetadata, LanguageModel, ShadowWeights } from "../lib/shadow/model";
import { defaultPipeline } from "../lib/shadow/pipeline";
import { DEFAULT_LAMBDA_GRID, DEFAULT_ROUNDS_GRID, chooseComplexity, fitCalibratedModel, outOfFoldScores, predictScore } from "./fit/train";
import type { Calibration } from "../lib/shadow/calibration";
import { fitCalibration } from "./fit/calibration";

const CORPUS_PATH = "../shared/corpus/dev.jsonl";
const FIT_SEED = 20260702;
const FIT_FOLDS = 5;

function main(): void {
  const root = process.cwd();
  const corpusFile = resolve(root, CORPUS_PATH);
  const raw = readFileSync(corpusFile, "utf8");
  const rows = withComparableLayout(parseCorpus(raw));
  const data = corpusSignals(rows, defaultPipeline);

  const models: Partial<Record<Lang, LanguageModel>> = {};
  const formulaCalibration: Partial<Record<Lang, Calibration>> = {};
  const perLanguage: FitMetadata["perLanguage"] = {};
  for (const lang of LANGS) {
    const { idx, set } = languageSet(data, lang);
    if (idx.length === 0) continue;
    const choice = chooseComplexity(set, FIT_FOLDS, FIT_SEED);
    const oof = outOfFoldScores(set, choice.complexity, FIT_FOLDS, FIT_SEED);
    const model = fitCalibratedModel(set, choice.complexity, FIT_FOLDS, FIT_SEED);
    // The formula is fixed (nothing fitted), so its own readings place its band edges.
    const withFormula = idx.filter((i) => data.formulaScores[i] !== null);
    formulaCalibration[lang] = fitCalibration(
      withFormula.map((i) => data.formulaScores[i]!),
      withFormula.map((i) => data.rows[i].label === "ai"),
    );
    const inSample = set.features.map((f) => predictScore(model, f));
    models[lang] = model;
    const ai = set.labels.filter(Boolean).length;
    perLanguage[lang] = {
      n: { ai, human: set.labels.length - ai },
      groups: new Set(set.groups).size,
      lambda: choice.complexity.lambda,
      rounds: choice.complexity.rounds,
      cvAuroc: round(auroc(oof, set.labels)),
      cvTprAt5Fpr: round(tprAtFpr(oof, set.labels, 0.05).tpr),
      inSampleAuroc: round(auroc(inSample, set.labels)),
    };
    const lambdas = choice.lambda.byLambda.map((b) => `${b.lambda}:${b.auroc.toFixed(3)}`).join(" ");
    const rounds = choice.rounds.byRounds.map((b) => `${b.rounds}:${b.auroc.toFixed(3)}`).join(" ");
    process.stdout.write(
      `${lang}: n=${set.labels.length} λ=${choice.complexity.lambda} (${lambdas}) rounds=${choice.complexity.rounds} (${rounds}) ` +
        `CV AUROC ${perLanguage[lang]!.cvAuroc} in-sample ${perLanguage[lang]!.inSampleAuroc}\n`,
    );
  }

  const weights: ShadowWeights = {
    schema: 1,
    features: [...FEATURE_NAMES],
    models,
    formulaCalibration,
    meta: {
      fittedAt: new Date().toISOString().slice(0, 10),
      corpus: { path: CORPUS_PATH, sha256: createHash("sha256").update(raw).digest("hex"), rows: rows.length },
      seed: FIT_SEED,
      folds: FIT_FOLDS,
      lambdaGrid: [...DEFAULT_LAMBDA_GRID],
      roundsGrid: [...DEFAULT_ROUNDS_GRID],
      perLanguage,
      notes: [
        "Per-language L2 logistic regression on standardized features, class-balanced loss, FISTA; tell/hot/lexicon features constrained to weight >= 0.",
        "shapes: per-feature step functions boosted (stumps, learning rate 0.1, 16 quantile bins, >= 10 rows a side) on the logistic model's logits; each shape keeps its feature's linear direction (tell/hot/lexicon shapes never decrease); rounds chosen by grouped CV AUROC at the chosen lambda, fewest within 0.005 of the best (0 = plain logistic).",
        "corpus: both classes of a layout-stripped source (lorenz-news) are read with whitespace collapsed, so layout carries no label (lib/shadow/corpus.ts).",
        "lambda chosen by grouped stratified k-fold CV AUROC (near-duplicates, excerpts of one run and designed example pairs share a fold), strongest lambda within 0.01 of the best.",
        "cvAuroc/cvTprAt5Fpr are out-of-fold at the chosen lambda; run scripts/bench-quality.ts for nested-CV figures and evasions.",
        "calibration: monotone piecewise-linear map of the logit to 0-100, knots fitted on out-of-fold logits at the chosen lambda so that the seed bands read true (lib/shadow/calibration.ts).",
        "formulaCalibration: the same kind of map for the seed section 6 formula score, fitted on its dev readings; used only to compare the two on one scale (divergence).",
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
