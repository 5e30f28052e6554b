// parsePack: one pack file (markdown + frontmatter + ```pattern blocks) → a validated Pack.
import { parse as parseYaml } from "yaml";
import { LANGS, type Lang } from "../engine/types";
import { CHECK_PARAMS, CHECK_NAMES, CHECKS_WITH_TERMS, isCheckName } from "./checks";
import { PackError } from "./errors";
import { splitPackMarkdown } from "./markdown";
import { CATEGORY_NUMBERS, normalizeNumber } from "./numbering";
import { regexProblem } from "./regex-safety";
import type { Matcher, MeaningRisk, Pack, PatternDef, PatternExample } from "./types";

type Obj = Record<string, unknown>;

const FRONTMATTER_KEYS = new Set(["pack", "language", "version", "patterns", "score-only"]);
const PATTERN_KEYS = new Set(["id", "number", "name", "meaning-risk", "strong", "s1-per-1000", "fix", "scope", "matchers", "examples"]);
const COMMON_MATCHER_KEYS = ["kind", "taxonomy", "min-count", "per-1000", "fix", "unless", "advice"];
const MATCHER_KEYS: Record<string, Set<string>> = {
  terms: new Set([...COMMON_MATCHER_KEYS, "terms", "fixes"]),
  regex: new Set([...COMMON_MATCHER_KEYS, "regex", "flags", "requires", "replace"]),
  check: new Set([...COMMON_MATCHER_KEYS, "check", "params", "terms"]),
};
const ID_SHAPE = /^[a-z]{2}(?:-[a-z0-9]+)+$/;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** `firstLine`: the file line of the YAML's first line, so errors point into the pack file. */
function yamlOf(file: string, pattern: string | null, what: string, source: string, firstLine: number): unknown {
  try {
    return parseYaml(source);
  } catch (err) {
    const msg = err instanceof Error ? err.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "") : String(err);
    const pos = (err as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const where = pos ? ` at line ${firstLine + pos.line - 1}, column ${pos.col}` : "";
    throw new PackError(file, pattern, what, `invalid YAML${where}: ${msg} (quote values that contain ": " or start with a quote)`);
  }
}

function unknownKeys(obj: Obj, allowed: Set<string>): string[] {
  return Object.keys(obj).filter((k) => !allowed.has(k));
}

export function parsePack(fileName: string, markdown: string): Pack {
  const raw = splitPackMarkdown(markdown);
  const fail = (field: string | null, problem: string, pattern: string | null = null): never => {
    throw new PackError(fileName, pattern, field, problem);
  };
  if (raw.frontmatter === null) fail("frontmatter", "missing (the file must start with a --- YAML block ---)");
  const fm = yamlOf(fileName, null, "frontmatter", raw.frontmatter ?? "", 2);
  if (!isObj(fm)) return fail("frontmatter", "must be a YAML mapping");
  const extra = unknownKeys(fm, FRONTMATTER_KEYS);
  if (extra.length) fail(`frontmatter.${extra[0]}`, `unknown key (allowed: ${[...FRONTMATTER_KEYS].join(", ")})`);

  const language = fm.language;
  if (typeof language !== "string" || !(LANGS as readonly string[]).includes(language)) {
    fail("language", `must be one of ${LANGS.join(", ")}, got ${JSON.stringify(language)}`);
  }
  const lang = language as Lang;
  const packName = fm.pack;
  if (typeof packName !== "string" || !packName.startsWith(`${lang}-`) || !/^[a-z]{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(packName)) {
    fail("pack", `must be "${lang}-{category}" in kebab-case, got ${JSON.stringify(packName)}`);
  }
  const pack = packName as string;
  const category = pack.slice(lang.length + 1);
  const custom = fileName.startsWith("custom/");
  if (!custom) {
    const base = fileName.split("/").pop();
    if (base !== `${pack}.md`) fail("pack", `"${pack}" does not match the file name (expected ${pack}.md)`);
    if (!CATEGORY_NUMBERS[category]) {
      fail("pack", `unknown category "${category}" for a shipped pack (custom categories belong in custom/patterns/)`);
    }
  }
  const version = fm.version;
  if (typeof version !== "string" && typeof version !== "number") fail("version", "missing");
  const declared = fm.patterns;
  if (typeof declared !== "number" || !Number.isInteger(declared) || declared < 0) {
    fail("patterns", `must be a non-negative integer, got ${JSON.stringify(declared)}`);
  }
  const scoreOnly = fm["score-only"] ?? false;
  if (typeof scoreOnly !== "boolean") fail("score-only", "must be true or false");

  if (raw.orphanBlocks.length) fail(null, `a \`pattern\` block at line ${raw.orphanBlocks[0]} is not under a "## N. Name" heading`);
  if (raw.sections.length !== declared) {
    fail("patterns", `frontmatter says ${declared as number} but the file has ${raw.sections.length} "## N. Name" sections`);
  }

  const patterns: PatternDef[] = [];
  const seenNumbers = new Set<string>();
  for (const section of raw.sections) {
    const label = `${section.number} (line ${section.line})`;
    if (section.blocks.length !== 1) {
      fail(null, `needs exactly one \`\`\`pattern block, found ${section.blocks.length}`, label);
    }
    const def = parsePattern(fileName, label, section.blocks[0].yaml, section.blocks[0].line + 1, {
      lang,
      pack,
      category,
      custom,
      scoreOnly: scoreOnly as boolean,
    });
    if (def.number !== section.number) {
      fail("number", `${def.number} does not match the heading "## ${section.heading}"`, def.id);
    }
    if (seenNumbers.has(def.number)) fail("number", `${def.number} appears twice in this pack`, def.id);
    seenNumbers.add(def.number);
    patterns.push(def);
  }
  return {
    file: fileName,
    pack,
    language: lang,
    version: String(version),
    category,
    scoreOnly: scoreOnly as boolean,
    custom,
    declaredCount: declared as number,
    patterns,
  };
}

interface PackContext {
  lang: Lang;
  pack: string;
  category: string;
  custom: boolean;
  scoreOnly: boolean;
}

function parsePattern(file: string, label: string, yamlText: string, firstLine: number, ctx: PackContext): PatternDef {
  const doc = yamlOf(file, label, "pattern block", yamlText, firstLine);
  let name = label;
  const fail = (field: string | null, problem: string): never => {
    throw new PackError(file, name, field, problem);
  };
  if (!isObj(doc)) return fail(null, "the pattern block must be a YAML mapping");
  if (typeof doc.id === "string") name = doc.id;
  const extra = unknownKeys(doc, PATTERN_KEYS);
  if (extra.length) fail(extra[0], `unknown key (allowed: ${[...PATTERN_KEYS].join(", ")})`);
  if (typeof doc.id !== "string" || !ID_SHAPE.test(doc.id)) fail("id", `must be kebab-case, got ${JSON.stringify(doc.id)}`);
  const id = doc.id as string;
  if (!id.startsWith(`${ctx.lang}-`)) fail("id", `must start with the language prefix "${ctx.lang}-"`);
  const number = normalizeNumber(doc.number);
  if (number === null) return fail("number", `must be a positive integer or VH{n}, got ${JSON.stringify(doc.number)}`);
  const allowed = CATEGORY_NUMBERS[ctx.category];
  if (allowed && !allowed.includes(number)) {
    fail("number", `${number} is not a ${ctx.category} number (${allowed.join(", ")}; see PATTERN-INDEX.md)`);
  }
  if (typeof doc.name !== "string" || !doc.name.trim()) fail("name", "missing");
  const risk = doc["meaning-risk"] ?? "low";
  if (risk !== "low" && risk !== "medium" && risk !== "high") fail("meaning-risk", `must be low, medium or high, got ${JSON.stringify(risk)}`);
  const strong = doc.strong ?? false;
  if (typeof strong !== "boolean") fail("strong", "must be true or false");
  const s1Per1000 = doc["s1-per-1000"] ?? 0;
  if (typeof s1Per1000 !== "number" || !Number.isFinite(s1Per1000) || s1Per1000 < 0) fail("s1-per-1000", "must be a number ≥ 0");
  const fix = doc.fix;
  if (typeof fix !== "string" || !fix.trim()) fail("fix", "missing (guidance shown when no replacement applies)");
  const scope = doc.scope ?? "span";
  if (scope !== "span" && scope !== "document") fail("scope", `must be span or document, got ${JSON.stringify(scope)}`);
  const matchersRaw = doc.matchers ?? [];
  if (!Array.isArray(matchersRaw)) fail("matchers", "must be a list");
  const matchers = (matchersRaw as unknown[]).map((m, k) => parseMatcher(m, `matchers[${k}]`, fail));
  const examplesRaw = doc.examples ?? [];
  if (!Array.isArray(examplesRaw)) fail("examples", "must be a list of {before, after}");
  const examples: PatternExample[] = (examplesRaw as unknown[]).map((e, k) => {
    if (!isObj(e) || typeof e.before !== "string" || typeof e.after !== "string") {
      return fail(`examples[${k}]`, "must have string `before` and `after`");
    }
    const more = unknownKeys(e, new Set(["before", "after"]));
    if (more.length) fail(`examples[${k}].${more[0]}`, "unknown key (allowed: before, after)");
    if (!e.before.trim()) fail(`examples[${k}].before`, "is empty");
    return { before: e.before, after: e.after };
  });
  return {
    id,
    number,
    name: (doc.name as string).trim(),
    meaningRisk: risk as MeaningRisk,
    strong: strong as boolean,
    s1Per1000: s1Per1000 as number,
    fix: (fix as string).trim(),
    scope: scope as "span" | "document",
    matchers,
    examples,
    pack: ctx.pack,
    category: ctx.category,
    lang: ctx.lang,
    scoreOnly: ctx.scoreOnly,
    file,
  };
}

function compileRegex(source: string, flags: string, field: string, fail: (f: string, p: string) => never): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (err) {
    return fail(field, `does not compile: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function stringList(value: unknown, field: string, fail: (f: string, p: string) => never): string[] {
  if (!Array.isArray(value) || value.length === 0) return fail(field, "must be a non-empty list");
  return value.map((v, k) => {
    if (typeof v === "number") return String(v);
    if (typeof v !== "string" || !v.trim()) return fail(`${field}[${k}]`, `must be a non-empty string, got ${JSON.stringify(v)}`);
    return v;
  });
}

function nonNegative(value: unknown, field: string, fail: (f: string, p: string) => never, integer: boolean): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
    return fail(field, `must be a non-negative ${integer ? "integer" : "number"}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function parseMatcher(raw: unknown, field: string, fail: (f: string, p: string) => never): Matcher {
  if (!isObj(raw)) return fail(field, "must be a mapping with a `kind`");
  const kind = raw.kind;
  if (kind !== "terms" && kind !== "regex" && kind !== "check") {
    return fail(`${field}.kind`, `unknown matcher kind ${JSON.stringify(kind)} (terms, regex or check)`);
  }
  const extra = unknownKeys(raw, MATCHER_KEYS[kind]);
  if (extra.length) fail(`${field}.${extra[0]}`, `unknown key for a ${kind} matcher`);
  const taxonomy = raw.taxonomy;
  if (taxonomy !== undefined && (typeof taxonomy !== "string" || !/^[A-J](?:-\d+)?$/.test(taxonomy))) {
    fail(`${field}.taxonomy`, `must look like "A-2" (or a family letter "J"), got ${JSON.stringify(taxonomy)}`);
  }
  const minCount = raw["min-count"] === undefined ? 1 : nonNegative(raw["min-count"], `${field}.min-count`, fail, true);
  const per1000 = raw["per-1000"] === undefined ? 0 : nonNegative(raw["per-1000"], `${field}.per-1000`, fail, false);
  if (raw.fix !== undefined && typeof raw.fix !== "string") fail(`${field}.fix`, "must be a string");
  let unless: RegExp | undefined;
  if (raw.unless !== undefined) {
    if (typeof raw.unless !== "string") fail(`${field}.unless`, "must be a regex string");
    const problem = regexProblem(raw.unless as string, true);
    if (problem) fail(`${field}.unless`, problem);
    unless = compileRegex(raw.unless as string, "iu", `${field}.unless`, fail);
  }
  if (raw.advice !== undefined && typeof raw.advice !== "boolean") fail(`${field}.advice`, "must be true or false");
  const base = {
    taxonomy: taxonomy as string | undefined,
    minCount: Math.max(1, minCount),
    per1000,
    fix: raw.fix as string | undefined,
    unless,
    // Only when set, so the compiled packs of every other matcher keep their shape.
    ...(raw.advice === true ? { advice: true } : {}),
  };
  if (kind === "terms") {
    const terms = stringList(raw.terms, `${field}.terms`, fail);
    terms.forEach((t, k) => {
      if (!t.replace(/~/g, "").trim()) fail(`${field}.terms[${k}]`, "has no literal text");
    });
    const fixes: Record<string, string> = {};
    if (raw.fixes !== undefined) {
      if (!isObj(raw.fixes)) fail(`${field}.fixes`, "must map a term to its replacement");
      for (const [term, rep] of Object.entries(raw.fixes as Obj)) {
        if (!terms.includes(term)) fail(`${field}.fixes.${term}`, "is not one of the matcher's terms");
        if (typeof rep !== "string") fail(`${field}.fixes.${term}`, "must be a string");
        fixes[term] = rep as string;
      }
    }
    return { kind, ...base, terms, fixes };
  }
  if (kind === "regex") {
    if (typeof raw.regex !== "string" || !raw.regex) return fail(`${field}.regex`, "missing");
    const flags = raw.flags ?? "";
    if (typeof flags !== "string" || !/^[gimsu]*$/.test(flags)) fail(`${field}.flags`, `only i, m, s allowed, got ${JSON.stringify(flags)}`);
    const requires = raw.requires === undefined ? [] : stringList(raw.requires, `${field}.requires`, fail);
    const problem = regexProblem(raw.regex, requires.length > 0);
    if (problem) fail(`${field}.regex`, problem);
    const hasSpanGroup = raw.regex.includes("(?<span>");
    const all = `${[...new Set(((flags as string) + "gu").split(""))].join("")}${hasSpanGroup ? "d" : ""}`;
    const regex = compileRegex(raw.regex, all, `${field}.regex`, fail);
    if (regex.test("")) fail(`${field}.regex`, "matches the empty string");
    if (raw.replace !== undefined && typeof raw.replace !== "string") fail(`${field}.replace`, "must be a string");
    return { kind, ...base, source: raw.regex, flags: flags as string, regex, hasSpanGroup, requires, replace: raw.replace as string | undefined };
  }
  const check = raw.check;
  if (typeof check !== "string" || !isCheckName(check)) {
    return fail(`${field}.check`, `unknown check ${JSON.stringify(check)} (available: ${CHECK_NAMES.join(", ")})`);
  }
  const defaults: Record<string, number> = CHECK_PARAMS[check];
  const params: Record<string, number> = { ...defaults };
  let terms: string[] = [];
  const rawParams = raw.params ?? {};
  if (!isObj(rawParams)) fail(`${field}.params`, "must be a mapping");
  for (const [key, value] of Object.entries(rawParams as Obj)) {
    if (key === "terms" && CHECKS_WITH_TERMS.has(check)) {
      terms = stringList(value, `${field}.params.terms`, fail);
      continue;
    }
    if (!(key in defaults)) {
      fail(`${field}.params.${key}`, `unknown param for ${check} (allowed: ${[...Object.keys(defaults), ...(CHECKS_WITH_TERMS.has(check) ? ["terms"] : [])].join(", ") || "none"})`);
    }
    params[key] = nonNegative(value, `${field}.params.${key}`, fail, false);
  }
  if (raw.terms !== undefined) {
    if (!CHECKS_WITH_TERMS.has(check)) fail(`${field}.terms`, `${check} takes no terms`);
    terms = stringList(raw.terms, `${field}.terms`, fail);
  }
  if (CHECKS_WITH_TERMS.has(check) && terms.length === 0) fail(`${field}.terms`, `${check} needs a terms list`);
  return { kind, ...base, check, params, terms };
}
