// Writes lib/explain/feature-reference.json: per language, what human writing in the labelled
// corpora the shadow model is fitted on (dev and dev-modern) typically shows for each model feature —
// the median, the mean and the share of texts with any — and the AI side's median. "Why this score"
// compares a text with these numbers ("about four times human writing"); nothing is invented.
//   node_modules/.bin/tsx scripts/fit-feature-reference.ts
// The texts are read at run time and never copied; only these summary numbers are shipped.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FeatureReference } from "../lib/explain/reference";
import { LANGS } from "../lib/engine/types";
import { DEFAULT_CORPUS_PATHS, parseCorpus, withComparableRows } from "./fit/corpus";
import { corpusSignals } from "./fit/dataset";
import { FEATURE_NAMES } from "../lib/shadow/features";
import { defaultPipeline } from "../lib/shadow/pipeline";


function median(values: number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const sig = (x: number) => Number(x.toPrecision(4));

function main(): void {
  // The corpora weights.json is fitted on (scripts/fit-shadow.ts), read the same way.
  const raws = DEFAULT_CORPUS_PATHS.map((p) => readFileSync(resolve(process.cwd(), p), "utf8"));
  const rows = withComparableRows(raws.flatMap((raw) => parseCorpus(raw)));
  const data = corpusSignals(rows, defaultPipeline);
  const out: FeatureReference = {
    schema: 1,
    corpus: { path: DEFAULT_CORPUS_PATHS.join(" + "), sha256: createHash("sha256").update(raws.join("")).digest("hex"), rows: rows.length },
    languages: {},
  };
  for (const lang of LANGS) {
    const idx = rows.map((r, i) => (r.lang === lang ? i : -1)).filter((i) => i >= 0);
    if (idx.length === 0) continue;
    const human = idx.filter((i) => rows[i].label === "human");
    const ai = idx.filter((i) => rows[i].label === "ai");
    const features: NonNullable<FeatureReference["languages"][typeof lang]>["features"] = {};
    for (const name of FEATURE_NAMES) {
      const h = human.map((i) => data.features[i][name]);
      const a = ai.map((i) => data.features[i][name]);
      features[name] = {
        human: sig(median(h)),
        humanMean: sig(h.reduce((x, y) => x + y, 0) / Math.max(1, h.length)),
        humanAny: sig(h.filter((v) => v !== 0).length / Math.max(1, h.length)),
        ai: sig(median(a)),
      };
    }
    out.languages[lang] = { human: human.length, ai: ai.length, features };
    process.stdout.write(`${lang}: ${human.length} human, ${ai.length} AI texts\n`);
  }
  writeFileSync(join(process.cwd(), "lib/explain/feature-reference.json"), JSON.stringify(out, null, 1) + "\n");
}

main();
