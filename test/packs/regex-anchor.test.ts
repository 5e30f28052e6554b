// Anchored regex windows (lib/packs/regex-anchor.ts, lib/detector/match.ts) must find exactly
// what a plain exec loop over the whole text finds, for every shipped pack regex.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { findMatches, expandTemplate, type RawMatch } from "../../lib/detector/match";
import type { Lang } from "../../lib/engine/types";
import { readSourcesFromDisk } from "../../lib/node/sources";
import { loadPacks } from "../../lib/packs/load";
import { matchForm } from "../../lib/packs/literal";
import { regexAnchor } from "../../lib/packs/regex-anchor";
import type { CompiledLanguage, PackSet } from "../../lib/packs/types";
import { foldCase } from "../../lib/text/chars";
import { matchView, type MatchView } from "../../lib/text/normalize";

const ROOT = join(__dirname, "../..");
const CORPUS = join(ROOT, "../shared/corpus/dev.jsonl");

let shipped: PackSet | null = null;
function shippedPacks(): PackSet {
  return (shipped ??= loadPacks(readSourcesFromDisk(ROOT).packs, { skipInvalid: true }));
}

/** The regex part of findMatches, done the plain way: every gated regex over the whole text. */
function referenceRegexMatches(lang: CompiledLanguage, view: MatchView): RawMatch[] {
  const folded = foldCase(view.text);
  const out: RawMatch[] = [];
  for (const r of lang.regexes) {
    const m = lang.patterns[r.pattern].matchers[r.matcher];
    if (m.kind !== "regex") continue;
    if (m.requires.length > 0 && !m.requires.some((lit) => folded.includes(matchForm(lit)))) continue;
    const re = new RegExp(m.regex.source, m.regex.flags);
    for (let hit = re.exec(view.text); hit; hit = re.exec(view.text)) {
      if (hit[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      let s = hit.index;
      let e = s + hit[0].length;
      const span = m.hasSpanGroup ? hit.indices?.groups?.span : undefined;
      if (span) [s, e] = span;
      if (e <= s) continue;
      out.push({
        pattern: r.pattern,
        matcher: r.matcher,
        start: view.toOriginal(s),
        end: view.toOriginalEnd(e),
        replacement: m.replace !== undefined ? expandTemplate(m.replace, hit) : undefined,
      });
    }
  }
  return out;
}

function regexOnly(lang: CompiledLanguage, matches: RawMatch[]): string[] {
  return matches
    .filter((m) => lang.patterns[m.pattern].matchers[m.matcher].kind === "regex")
    .map((m) => `${m.pattern}/${m.matcher}@${m.start}-${m.end}=${m.replacement ?? ""}`)
    .sort();
}

/** Texts that exercise the regexes: pack examples (meant to match), joined, and mangled. */
function textsFor(packs: PackSet, lang: Lang): string[] {
  const examples = packs.byLang[lang].patterns.flatMap((p) => p.examples.map((e) => e.before));
  const joined = examples.join(lang === "en" ? " " : "");
  const texts = [...examples, joined, examples.join("\n\n")];
  const mangled = [
    (t: string) => t.toUpperCase(),
    (t: string) => t.replace(/\n/g, "\r\n"),
    (t: string) => t.normalize("NFD"),
    (t: string) => t.replace(/ /g, " \u200b"),
    (t: string) => t.replace(/([.。])/g, "$1😀"),
    (t: string) => `𠀀${t}𠀀`,
  ];
  for (const f of mangled) texts.push(f(joined));
  if (existsSync(CORPUS)) {
    for (const line of readFileSync(CORPUS, "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { lang: string; text: string };
      if (row.lang === lang) texts.push(row.text);
    }
  }
  return texts;
}

test("regexAnchor: a literal prefix is an anchor at offset 0 with a bounded reach", () => {
  const a = regexAnchor("\\bnot only\\b[^.!?\\n]{1,60}\\bbut also\\b", "gu");
  assert.ok(a);
  assert.deepEqual(a.literals, ["not only"]);
  assert.equal(a.preMin, 0);
  assert.equal(a.preMax, 0);
  assert.ok(a.reach >= 8 + 120 + 8 && a.reach < 200, String(a.reach));
});

test("regexAnchor: a bounded prefix gives the literal's offset range", () => {
  const a = regexAnchor("\\p{Script=Han}{1,4}(?<![目標])的(?:な|に)", "gu");
  assert.ok(a);
  // The longer literal wins: 的な / 的に at one to four Han characters (two units each at most) in.
  assert.deepEqual(a.literals.sort(), ["的な", "的に"]);
  assert.equal(a.preMin, 1);
  assert.equal(a.preMax, 8);
});

test("regexAnchor: unbounded prefixes, backreferences and bare punctuation give no anchor", () => {
  assert.equal(regexAnchor("[a-z]+tion", "gu"), null);
  assert.equal(regexAnchor("^(?<h>[가-힣]{2})\\n\\k<h>", "gu"), null);
  assert.equal(regexAnchor("[a-z]{1,5}, [a-z]{1,5}", "gu"), null);
});

test("regexAnchor: under the i and u flags a literal with s is marked longS (ſ folds onto s); k needs no mark", () => {
  const a = regexAnchor("\\b(?:studies|experts) show\\b", "giu");
  assert.ok(a);
  assert.equal(a.longS, true);
  // K (U+212A) is K in NFC text, which is all the detector matches.
  const b = regexAnchor("\\bmore (?:vital|clear|key)\\b", "giu");
  assert.ok(b);
  assert.equal(b.longS, undefined);
  assert.ok(b.literals.every((l) => l === l.toLowerCase()));
  // Without u, ſ does not match s.
  assert.equal(regexAnchor("\\b(?:studies|experts) show\\b", "gi")?.longS, undefined);
});

test("regexAnchor: an unquantified one-alternative group is spliced into its sequence", () => {
  const words = Array.from({ length: 12 }, (_, i) => `word${String.fromCharCode(97 + i)}`);
  const verbs = Array.from({ length: 12 }, (_, i) => `verb${String.fromCharCode(97 + i)}`);
  const a = regexAnchor(`\\b(?<span>(?:${words.join("|")}) (?:${verbs.join("|")}))\\b`, "gu");
  assert.ok(a, "the 144-literal product of the group would be too large; its first part anchors");
  assert.equal(a.preMin, 0);
  assert.equal(a.preMax, 0);
  // Quantified or alternated groups stay one node.
  assert.equal(regexAnchor(`(?:[a-z]+ )+(?:x|y)`, "gu"), null);
});

test("regexAnchor: a match always holds an anchor literal inside the stated offsets", () => {
  const packs = shippedPacks();
  for (const lang of ["en", "ko", "zh", "ja"] as Lang[]) {
    const compiled = packs.byLang[lang];
    for (const r of compiled.regexes) {
      const m = compiled.patterns[r.pattern].matchers[r.matcher];
      // Forward anchors only: back-anchors count from a run's end (test/packs/back-anchor.test.ts).
      if (m.kind !== "regex" || !r.anchor || r.anchor.back) continue;
      const literals = r.anchor.ids.map((id) => compiled.anchorLiterals[id]);
      for (const text of compiled.patterns[r.pattern].examples.map((e) => e.before.normalize("NFC"))) {
        const re = new RegExp(m.regex.source, m.regex.flags);
        const folded = foldCase(text);
        for (let hit = re.exec(text); hit; hit = re.exec(text)) {
          if (hit[0].length === 0) {
            re.lastIndex++;
            continue;
          }
          const p = hit.index;
          const ok = literals.some((lit) => {
            for (let off = r.anchor!.preMin; off <= Math.min(r.anchor!.preMax, hit![0].length); off++) {
              if (folded.startsWith(lit, p + off)) return true;
            }
            return false;
          });
          assert.ok(ok, `${compiled.patterns[r.pattern].id}: match ${JSON.stringify(hit[0])} lacks ${JSON.stringify(literals)}`);
          assert.ok(hit[0].length <= r.anchor.reach, `${compiled.patterns[r.pattern].id}: match longer than reach`);
        }
      }
    }
  }
});

test("findMatches with anchored windows finds exactly what full scans find (every shipped regex)", () => {
  const packs = shippedPacks();
  let compared = 0;
  let windowedRegexes = 0;
  for (const lang of ["en", "ko", "zh", "ja"] as Lang[]) {
    const compiled = packs.byLang[lang];
    windowedRegexes += compiled.regexes.filter((r) => r.anchor).length;
    for (const text of textsFor(packs, lang)) {
      const view = matchView(text);
      const got = regexOnly(compiled, findMatches(compiled, view));
      const want = regexOnly(compiled, referenceRegexMatches(compiled, view));
      assert.deepEqual(got, want, `${lang}: ${text.slice(0, 80)}`);
      compared++;
    }
  }
  assert.ok(compared > 40, `only ${compared} texts compared`);
  assert.ok(windowedRegexes > 0, "no regex got an anchor: the windowed path went untested");
});
