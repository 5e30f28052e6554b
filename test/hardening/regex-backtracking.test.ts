// No pack regex (match or `unless`) and no lexicon matcher may backtrack catastrophically.
// 1. Each regex on its own runs over adversarial strings (runs of its own anchor literals,
//    repeated near-matches, lines without a sentence end, runs of every character class the
//    packs use) of 2,000 units and must finish each within a time bound: exponential
//    backtracking explodes at this size, while a merely quadratic scan (`[가-힣]{2,}적` tried at
//    every start of a long Hangul run) stays in milliseconds.
// 2. The detector, which runs those regexes from their anchors (lib/packs/regex-anchor.ts), must
//    read much longer adversarial texts (20,000 units) within a bound: the quadratic cases of
//    step 1 are linear there, which is what keeps /api/analyze and the editor responsive.
import assert from "node:assert/strict";
import { test } from "node:test";
import { detect } from "../../lib/detector/detect";
import { defaultLexicons, findLexiconHits, foldForLexicon } from "../../lib/engine/lexicon";
import { LANGS } from "../../lib/engine/types";
import { defaultPackSet } from "../../lib/packs/default-set";

/** Per regex and input: generous for a busy 2-core machine, far below a catastrophic run. */
const BOUND_MS = 250;
const LENGTH = 2_000;

const fill = (unit: string, length = LENGTH) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Strings that stress any regex: runs of the units the packs' classes match, and lines that never end. */
const GENERIC = [
  "a", "A", " ", "a ", "aA", "1", "1.", ".", ",", ", ", "-", "—", "'", "\"", "“", "*", "#", "\n", "\n\n", " \n", "\t",
  "가", "가 ", "다.", "中", "中，", "の", "です。", "😀", "ab-", "the ", "The ", "of the ", "and ", "x, ", "A B ", "word, word, and ",
  "(", ")", "[", "**", "__", ":", "：", "…", "!", "?", "http://", "@a ", "#a ", "%", "0,", "Mr. ",
].map((u) => fill(u));

function adversarialFor(literals: string[]): string[] {
  const out: string[] = [];
  for (const lit of literals.slice(0, 6)) {
    if (!lit) continue;
    out.push(fill(lit), fill(`${lit} `), fill(`${lit}, `), fill(`${lit}a`));
    // Near-matches: the literal without its last unit, and with one unit changed, repeated.
    if (lit.length > 1) out.push(fill(lit.slice(0, -1)), fill(`${lit.slice(0, -1)} `), fill(lit.slice(0, -1) + "\u0000"));
    out.push(fill(`${lit} ${"word ".repeat(30)}`), fill(`${lit}${"x".repeat(200)}`));
  }
  return out;
}

/** Runs the regex over the whole string the way the detector does: every match, global. */
function runAll(re: RegExp, s: string): number {
  const global = re.global ? re : new RegExp(re.source, re.flags + "g");
  global.lastIndex = 0;
  let n = 0;
  for (let m = global.exec(s); m; m = global.exec(s)) {
    n++;
    if (m[0].length === 0) global.lastIndex++;
  }
  return n;
}

test("every pack regex and unless-regex finishes adversarial inputs within the bound", { timeout: 600_000 }, () => {
  const packs = defaultPackSet();
  const slow: string[] = [];
  let runs = 0;
  let regexes = 0;
  for (const lang of LANGS) {
    const compiled = packs.byLang[lang];
    const literals = [...compiled.anchorLiterals, ...compiled.requiresLiterals];
    for (const def of compiled.patterns) {
      for (const m of def.matchers) {
        const targets: RegExp[] = [];
        if (m.kind === "regex") targets.push(m.regex);
        if (m.unless) targets.push(m.unless);
        if (targets.length === 0) continue;
        const own = m.kind === "regex" ? m.requires : [];
        const inputs = [...GENERIC, ...adversarialFor([...own, ...literals.filter((l) => m.kind === "regex" && m.source.toLowerCase().includes(l.slice(0, 3)))])];
        for (const re of targets) {
          regexes++;
          for (const s of inputs) {
            const started = performance.now();
            runAll(re, s);
            const ms = performance.now() - started;
            runs++;
            if (ms > BOUND_MS) slow.push(`${def.id} /${re.source.slice(0, 60)}/ on ${JSON.stringify(s.slice(0, 20))}…: ${ms.toFixed(0)} ms`);
          }
        }
      }
    }
  }
  assert.ok(regexes > 100, `${regexes} regexes ran`);
  assert.ok(runs > regexes * GENERIC.length);
  assert.deepEqual(slow, []);
});

test("the detector reads long adversarial texts in near-linear time", { timeout: 600_000 }, () => {
  const packs = defaultPackSet();
  const long = (unit: string) => fill(unit, 20_000);
  const slow: string[] = [];
  let texts = 0;
  for (const lang of LANGS) {
    const compiled = packs.byLang[lang];
    const literals = [...compiled.anchorLiterals, ...compiled.requiresLiterals].filter((l) => l.length > 1).slice(0, 25);
    const units = ["a", "a ", "가", "가 ", "中", "の", "word, ", ".", "\n", "😀", "—", "“a” "];
    const inputs = [...units.map(long), ...literals.flatMap((l) => [long(l), long(`${l} `), long(l.slice(0, -1))])];
    for (const text of inputs) {
      const started = performance.now();
      try {
        detect(text, { lang, packs });
      } catch {
        /* a text the engine refuses (no sentences) is fine: it answered */
      }
      const ms = performance.now() - started;
      texts++;
      if (ms > 3_000) slow.push(`${lang} detect on ${JSON.stringify(text.slice(0, 20))}…: ${ms.toFixed(0)} ms`);
    }
  }
  assert.ok(texts > 100, `${texts} texts read`);
  assert.deepEqual(slow, []);
});

test("the lexicon matchers finish adversarial inputs within the bound", { timeout: 120_000 }, () => {
  const lexicons = defaultLexicons();
  const slow: string[] = [];
  for (const lang of LANGS) {
    const lex = lexicons[lang];
    if (!lex) continue;
    const entries = [...lex.strict, ...lex.phrases];
    assert.ok(entries.length > 0, `${lang} lexicon has entries`);
    // Entry heads repeated (wildcard entries then try every later piece), and near-miss runs.
    const heads = entries.slice(0, 40).map((e) => e.split("~")[0].trim()).filter(Boolean);
    const inputs = [...GENERIC.slice(0, 20), ...adversarialFor(heads), fill(heads.join(" ")), fill(heads.join(""))];
    for (const s of inputs) {
      const folded = foldForLexicon(s);
      const started = performance.now();
      findLexiconHits(folded, 0, folded.length, lex);
      const ms = performance.now() - started;
      if (ms > BOUND_MS) slow.push(`${lang} lexicon on ${JSON.stringify(s.slice(0, 20))}…: ${ms.toFixed(0)} ms`);
    }
  }
  assert.deepEqual(slow, []);
});

test("the bound is meaningful: a known catastrophic regex exceeds it", () => {
  const started = performance.now();
  /^(a+)+$/.test(`${"a".repeat(26)}!`);
  assert.ok(performance.now() - started > BOUND_MS, "a nested quantifier on 27 units takes longer than the bound");
});
