// bench:meaning: how the deterministic meaning check (lib/meaning) separates faithful
// rewrites from rewrites with one meaning change. Faithful = the rewrites of
// ../shared/corpus/pairs-dev.jsonl as they are; perturbed = the same rewrites with
// one number, negation, quantifier or causal connective changed (lib/meaning/perturb).
// Goals: meaning_ok false on ≥95% of perturbed, on ≤5% of faithful, per language and kind.
//
// Set C checks the same on light rewrites (the detector's own fixes) of dev.jsonl.
//
//   npm run bench:meaning [-- --pairs FILE] [--texts FILE] [--no-light] [--show N]
import { readFileSync } from "node:fs";
import type { Lang } from "../lib/engine/types";
import { LANGS } from "../lib/engine/types";
import { ALIGNED, checkMeaning } from "../lib/meaning/check";
import { dice, similarityUnits, splitSentences } from "../lib/meaning/sentences";
import { extractAnchors } from "../lib/meaning/anchors";
import { readDocument } from "../lib/document/read-document";
import { applyChunks } from "../lib/llm/chunks";
import { perturb, PERTURBATION_KINDS } from "../lib/meaning/perturb";

interface Pair {
  id: string;
  lang: Lang;
  original: string;
  rewrite: string;
}

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const file = arg("--pairs") ?? "../shared/corpus/pairs-dev.jsonl";
const show = Number(arg("--show") ?? 0);
const pairs: Pair[] = readFileSync(file, "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Pair)
  .filter((p) => (LANGS as readonly string[]).includes(p.lang));

/** Whether the rewrite sentence holding `at` restates a sentence of the original (so a change there changes the original's meaning). */
function restatesOriginal(p: Pair, at: number): boolean {
  const sentence = splitSentences(p.rewrite).find((s) => s.start <= at && at < s.end);
  if (!sentence) return false;
  const units = similarityUnits(sentence.text);
  return splitSentences(p.original).some((o) => dice(units, similarityUnits(o.text)) >= ALIGNED);
}

function originalHasNumber(p: Pair, digits: string): boolean {
  const value = Number(digits.replace(/,/gu, ""));
  return extractAnchors(p.original, p.lang).some((a) => a.type === "number" && Number(a.key) === value);
}

type Tally = { n: number; flagged: number };
const t = () => ({ n: 0, flagged: 0 });
const faithful: Record<string, Tally> = {};
const perturbed: Record<string, Tally> = {};
/** Changes to rewrite content the original never had: no meaning of the original changed; reported, not scored. */
const unanchored: Record<string, Tally> = {};
const missesShown: string[] = [];
const falseShown: string[] = [];
const started = performance.now();
let checks = 0;

for (const p of pairs) {
  const f = (faithful[p.lang] ??= t());
  f.n++;
  const base = checkMeaning(p.original, p.rewrite, p.lang);
  checks++;
  if (!base.meaning_ok) {
    f.flagged++;
    if (falseShown.length < show) falseShown.push(`${p.id}: ${base.anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => `${a.type} "${a.text}" ${a.note ?? ""}`).join("; ")}`);
  }
  for (const kind of PERTURBATION_KINDS) {
    // Set A: the original with one change. Set B: the rewrite with one change to
    // something the original also says (the change is a change of the original's meaning).
    const a = perturb(p.original, p.lang, kind);
    if (a) {
      const tally = (perturbed[`${p.lang}/${kind}`] ??= t());
      tally.n++;
      checks++;
      if (!checkMeaning(p.original, a.text, p.lang).meaning_ok) tally.flagged++;
      else if (missesShown.length < show) missesShown.push(`${p.id} original ${kind} (${a.change})`);
    }
    const b = perturb(p.rewrite, p.lang, kind);
    if (!b) continue;
    // A number counts only when the original states that value: a changed number the original never had changes none of its meaning.
    const anchored = kind === "number" ? originalHasNumber(p, b.from) && restatesOriginal(p, b.at) : restatesOriginal(p, b.at);
    const key = anchored ? `${p.lang}/${kind}` : `${p.lang}/${kind}/free`;
    const tally = ((anchored ? perturbed : unanchored)[key] ??= t());
    tally.n++;
    checks++;
    if (!checkMeaning(p.original, b.text, p.lang).meaning_ok) tally.flagged++;
    else if (anchored && missesShown.length < show) missesShown.push(`${p.id} rewrite ${kind} (${b.change})`);
  }
}

// Set C: light rewrites — the detector's own concrete fixes applied to the AI- and
// human-written texts of ../shared/corpus/dev.jsonl (up to 6,000 characters): faithful
// by construction, and then each perturbed once, at the first place a change applies.
const lightFaithful: Record<string, Tally> = {};
const lightPerturbed: Record<string, Tally> = {};
if (!argv.includes("--no-light")) {
  const docs = readFileSync(arg("--texts") ?? "../shared/corpus/dev.jsonl", "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { lang: Lang; text: string })
    .filter((d) => (LANGS as readonly string[]).includes(d.lang) && d.text.length <= 6_000);
  for (const d of docs) {
    const fixes = readDocument(d.text, { lang: d.lang }).report.findings
      .filter((f) => f.replacement !== undefined && f.scope === "span" && !f.scoreOnly)
      .sort((a, b) => a.start - b.start);
    const chunks: { start: number; end: number; replacement: string }[] = [];
    for (const f of fixes) if (!chunks.length || f.start >= chunks[chunks.length - 1].end) chunks.push({ start: f.start, end: f.end, replacement: f.replacement! });
    if (chunks.length === 0) continue;
    const light = applyChunks(d.text, chunks);
    const f = (lightFaithful[d.lang] ??= t());
    f.n++;
    checks++;
    if (!checkMeaning(d.text, light, d.lang).meaning_ok) f.flagged++;
    for (const kind of PERTURBATION_KINDS) {
      const q = perturb(light, d.lang, kind);
      if (!q) continue;
      const tally = (lightPerturbed[`${d.lang}/${kind}`] ??= t());
      tally.n++;
      checks++;
      if (!checkMeaning(d.text, q.text, d.lang).meaning_ok) tally.flagged++;
    }
  }
}

const pct = (x: Tally) => (x.n ? ((x.flagged / x.n) * 100).toFixed(1) : "n/a");
const sum = (xs: Tally[]) => xs.reduce((a, b) => ({ n: a.n + b.n, flagged: a.flagged + b.flagged }), t());
/** Rows of a lang × perturbation-kind table: one per language, one per kind, then all. */
function perturbationTable(tallies: Record<string, Tally>): string[] {
  const rows = LANGS.map((lang) => {
    const cells = PERTURBATION_KINDS.map((k) => {
      const x = tallies[`${lang}/${k}`];
      return `${k} ${x ? `${pct(x)}% of ${x.n}` : "n/a"}`;
    });
    return `  ${lang}: ${cells.join(" · ")} · all ${pct(sum(PERTURBATION_KINDS.map((k) => tallies[`${lang}/${k}`] ?? t())))}%`;
  });
  for (const k of PERTURBATION_KINDS) rows.push(`  ${k}: ${pct(sum(LANGS.map((l) => tallies[`${l}/${k}`] ?? t())))}%`);
  rows.push(`  all: ${pct(sum(Object.values(tallies)))}%`);
  return rows;
}
const lines: string[] = [];
lines.push(`pairs: ${file} (${pairs.length})`);
lines.push("faithful rewrites — meaning_ok false (goal ≤ 5%):");
for (const lang of LANGS) if (faithful[lang]) lines.push(`  ${lang}: ${pct(faithful[lang])}% of ${faithful[lang].n}`);
lines.push(`  all: ${pct(sum(Object.values(faithful)))}%`);
lines.push("perturbed rewrites — meaning_ok false (goal ≥ 95%):");
lines.push(...perturbationTable(perturbed));
lines.push("for information — rewrite changes to content the original never had (not a change of its meaning):");
for (const k of PERTURBATION_KINDS) lines.push(`  ${k}: ${pct(sum(LANGS.map((l) => unanchored[`${l}/${k}/free`] ?? t())))}% of ${sum(LANGS.map((l) => unanchored[`${l}/${k}/free`] ?? t())).n}`);
if (Object.keys(lightFaithful).length) {
  lines.push("light rewrites of dev.jsonl (the detector's fixes) — faithful, meaning_ok false (goal ≤ 5%):");
  lines.push(`  ${LANGS.map((l) => `${l} ${lightFaithful[l] ? `${pct(lightFaithful[l])}% of ${lightFaithful[l].n}` : "n/a"}`).join(" · ")} · all ${pct(sum(Object.values(lightFaithful)))}%`);
  lines.push("light rewrites with one change — meaning_ok false (goal ≥ 95%):");
  lines.push(...perturbationTable(lightPerturbed));
}
lines.push(`${checks} checks in ${(performance.now() - started).toFixed(0)} ms`);
if (show) {
  lines.push("false alarms on faithful:", ...falseShown.map((s) => `  ${s}`));
  lines.push("missed perturbations:", ...missesShown.map((s) => `  ${s}`));
}
process.stdout.write(lines.join("\n") + "\n");
