// The fixes this checkout offers, written out so two checkouts can be compared byte for byte
// (a change that should make the fix engine cheaper must not change a single fix). Copy this
// file into the other checkout's scripts/ and run it there too, then compare:
//   node scripts/run.mjs scripts/fix-identity.ts dump OUT.jsonl
//   node scripts/run.mjs scripts/fix-identity.ts compare BASE.jsonl NEW.jsonl
// Each row holds, for one text: the findings readDocument gives (attachFixes, its per-document
// FixCache), the fixes without any cache (the truth a cache must reproduce), fixText's result
// (fix --jsonl), and the fixes the editor's worker gets with one FixCache kept across edits.
// Texts: every row of dev.jsonl and dev-modern.jsonl, bench:load's dense draft, and built
// inputs where reading reaches past the text around a finding (a sentence at the document's
// start and again later, across blank lines, on lines longer than any window, after CRLF).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readDocument } from "../lib/document/read-document";
import type { Lang } from "../lib/engine/types";
import { fixText } from "../lib/fix/document";
import { FixCache, fixFindings } from "../lib/fix/engine";
import { RULES } from "../lib/fix/rules";

interface Doc {
  id: string;
  lang: Lang;
  text: string;
}

/** Beside the checkout, as bench:fix reads it (/tmp/shared links to it for a checkout under /tmp). */
const corpus = join(process.cwd(), "..", "shared", "corpus");

function load(name: string): Doc[] {
  return readFileSync(join(corpus, name), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l, i) => {
      const r = JSON.parse(l) as { id?: string; lang: Lang; text: string };
      return { id: `${name}:${r.id ?? i}`, lang: r.lang, text: r.text };
    });
}

const DENSE_PARAGRAPH = "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 이를 통해 더욱 효율적이고 체계적인 미래를 만들어 나갈 수 있을 것입니다.";

/** Texts built so that a rule's or verification's reading reaches outside the text near a finding. */
function adversarial(): Doc[] {
  const out: Doc[] = [];
  const add = (id: string, lang: Lang, text: string) => out.push({ id: `adv:${id}`, lang, text });
  const filler: Record<Lang, string> = {
    en: "The committee met on a Tuesday and talked about the budget for the coming year.",
    ko: "위원회는 화요일에 모여 내년 예산을 두고 이야기를 나눴다.",
    zh: "委员会周二开会，讨论了明年的预算。",
    ja: "委員会は火曜日に集まり、来年の予算について話し合った。",
  };
  // Every rule example's sentence, in many surroundings.
  const seen = new Set<string>();
  for (const r of RULES) {
    for (const [k, ex] of r.examples.entries()) {
      const s = ex.before.replace(/[⟦⟧]/g, "");
      if (seen.has(s)) continue;
      seen.add(s);
      const f = filler[r.lang];
      const id = `${r.id}#${k}`;
      const L = r.lang;
      add(`${id}:alone`, L, s);
      add(`${id}:x3-blank`, L, [s, s, s].join("\n\n"));
      add(`${id}:x3-line`, L, [s, s, s].join("\n"));
      add(`${id}:x3-space`, L, [s, s, s].join(L === "zh" || L === "ja" ? "" : " "));
      add(`${id}:after-filler`, L, `${f}\n\n${s}\n\n${s}`);
      add(`${id}:filler-same-line`, L, `${f}${L === "zh" || L === "ja" ? "" : " "}${s}\n\n${f} ${s}`);
      add(`${id}:far-blank-start`, L, `${"\n".repeat(300)}${s}${"\n".repeat(300)}${f}${"\n".repeat(300)}${s}${"\n".repeat(300)}`);
      add(`${id}:far-space-start`, L, `${" ".repeat(300)}${s}\n${" ".repeat(300)}${s}`);
      add(`${id}:long-line`, L, Array.from({ length: 14 }, (_, i) => (i % 3 === 1 ? f : s)).join(L === "zh" || L === "ja" ? "" : " "));
      add(`${id}:crlf`, L, [f, s, s].join("\r\n"));
      add(`${id}:list`, L, `- ${s}\n- ${f}\n- ${s}`);
      add(`${id}:fence-before`, L, "```\n" + f + "\n```\n\n" + s + "\n\n" + s);
      add(`${id}:quote-open`, L, `"${f}\n\n${s}\n\n${s}`);
      add(`${id}:stop-then-blank`, L, `${f}\n\n\n${s}\n\n\n${s}`);
    }
  }
  // 是的 / 好的 open a reply only as its first words: at the start, after blank lines, and later.
  const yes = "是的，如果拖欠还款，银行会起诉。";
  add("zh-yes:far", "zh", `${"\n".repeat(300)}${yes}${"\n".repeat(300)}前言。${"\n".repeat(300)}${yes}${"\n".repeat(300)}`);
  add("zh-yes:spaces", "zh", `${" ".repeat(260)}${yes}${" ".repeat(260)}${yes}`);
  add("dense-x12", "ko", Array.from({ length: 12 }, () => DENSE_PARAGRAPH).join("\n\n"));
  add("dense-one-line", "ko", Array.from({ length: 12 }, () => DENSE_PARAGRAPH).join(" "));
  add("dense-lines", "ko", Array.from({ length: 12 }, () => DENSE_PARAGRAPH).join("\n"));
  return out;
}

/** The editor's worker: one FixCache kept across a sequence of texts (an edit, then another). */
const editorCache = new FixCache();

function row(d: Doc, editor: boolean) {
  const reading = readDocument(d.text, { lang: d.lang });
  const findings = reading.report.findings;
  const read = findings.map((f) => ({ id: f.id, replacement: f.replacement, fixes: f.fixes, suggested_fix: f.suggested_fix, fix_guidance: f.fix_guidance, fix_template: f.fix_template }));
  const truthRun = fixFindings(d.text, reading.lang, findings);
  const truth = Object.fromEntries(truthRun.candidates);
  const fx = fixText(d.text, { lang: d.lang });
  const fixed = { rewrite: fx.rewrite, applied: fx.applied.map((a) => [a.start, a.end, a.replacement, a.finding_ids]), fixable: fx.fixable, findings: fx.findings, meaningOk: fx.meaningOk };
  const out: Record<string, unknown> = { id: d.id, read, truth, fixed };
  if (editor) {
    // The draft, then the draft with a word typed in its middle: the cache carries over.
    const mid = d.text.indexOf(" ", d.text.length >> 1);
    const edited = mid > 0 ? d.text.slice(0, mid) + " 그리고 also 而且" + d.text.slice(mid) : d.text + "\n\nMoreover, it works.";
    const seq: unknown[] = [];
    for (const t of [d.text, edited]) {
      const r = readDocument(t, { lang: d.lang, fixes: false });
      seq.push(Object.fromEntries(fixFindings(t, r.lang, r.report.findings, { cache: editorCache }).candidates));
      seq.push(Object.fromEntries(fixFindings(t, r.lang, r.report.findings).candidates));
    }
    out.editor = seq;
  }
  return out;
}

function dump(path: string) {
  const docs = [...load("dev.jsonl"), ...load("dev-modern.jsonl"), ...adversarial()];
  const lines: string[] = [];
  const t0 = performance.now();
  docs.forEach((d, i) => {
    try {
      lines.push(JSON.stringify(row(d, i % 3 === 0)));
    } catch (err) {
      lines.push(JSON.stringify({ id: d.id, error: String(err) }));
    }
  });
  writeFileSync(path, lines.join("\n") + "\n");
  const sha = createHash("sha256").update(lines.join("\n")).digest("hex");
  console.log(`${docs.length} texts in ${((performance.now() - t0) / 1000).toFixed(1)} s → ${path} (sha256 ${sha.slice(0, 16)})`);
}

type Row = { id: string; read?: unknown; truth?: unknown; fixed?: unknown; editor?: unknown[]; error?: string };

function compare(basePath: string, newPath: string) {
  const read = (p: string) => new Map(readFileSync(p, "utf8").split("\n").filter(Boolean).map((l) => { const r = JSON.parse(l) as Row; return [r.id, r]; }));
  const base = read(basePath);
  const next = read(newPath);
  const s = (x: unknown) => JSON.stringify(x);
  const problems: string[] = [];
  const baseCacheBugs: string[] = [];
  let n = 0;
  for (const [id, b] of base) {
    const a = next.get(id);
    n++;
    if (!a) { problems.push(`${id}: missing`); continue; }
    if (s(a.error) !== s(b.error)) problems.push(`${id}: error ${a.error} vs ${b.error}`);
    if (s(a.truth) !== s(b.truth)) problems.push(`${id}: fixes without a cache differ`);
    if (s(a.fixed) !== s(b.fixed)) problems.push(`${id}: fixText differs`);
    // readDocument must equal the baseline's, unless the baseline's own cache was wrong there
    // (then it must equal the fixes without a cache).
    if (s(a.read) !== s(b.read)) {
      const viaTruth = fixesOfRead(a.read) === norm(a.truth);
      if (viaTruth && fixesOfRead(b.read) !== norm(b.truth)) baseCacheBugs.push(id);
      else problems.push(`${id}: readDocument findings differ`);
    } else if (fixesOfRead(b.read) !== norm(b.truth)) baseCacheBugs.push(`${id} (and still in the new checkout)`);
    if (a.read && fixesOfRead(a.read) !== norm(a.truth)) problems.push(`${id}: readDocument's fixes differ from the fixes without a cache`);
    if (a.editor) for (let i = 0; i < a.editor.length; i += 2) if (s(a.editor[i]) !== s(a.editor[i + 1])) problems.push(`${id}: the editor's cache gives other fixes than no cache (step ${i / 2})`);
    if (b.editor) for (let i = 0; i < b.editor.length; i += 2) if (s(b.editor[i]) !== s(b.editor[i + 1])) baseCacheBugs.push(`${id} (editor step ${i / 2})`);
  }
  for (const id of next.keys()) if (!base.has(id)) problems.push(`${id}: not in the baseline`);
  console.log(`${n} texts compared: ${problems.length} differences`);
  for (const p of problems.slice(0, 40)) console.log(`  ${p}`);
  console.log(`the baseline's own caches disagree with its uncached fixes on ${baseCacheBugs.length} texts${baseCacheBugs.length ? `: ${baseCacheBugs.slice(0, 12).join(", ")}` : ""}`);
  process.exitCode = problems.length ? 1 : 0;
}

type Fix = { start: number; end: number; replacement: string; label: string };
const brief = (list: Fix[]) => list.map((x) => [x.start, x.end, x.replacement, x.label]);

/** Uncached candidates (id → list) in the shape fixesOfRead gives. */
function norm(truth: unknown): string {
  const o: Record<string, unknown> = {};
  for (const [id, list] of Object.entries((truth ?? {}) as Record<string, Fix[]>)) o[id] = brief(list);
  return JSON.stringify(o);
}

/** The fixes a readDocument row carries, in the shape of fixFindings' candidates (id → list). */
function fixesOfRead(read: unknown): string {
  const o: Record<string, unknown> = {};
  for (const f of read as { id: string; fixes?: Fix[] }[]) if (f.fixes) o[f.id] = brief(f.fixes);
  return JSON.stringify(o);
}

const [mode, p1, p2] = process.argv.slice(2);
if (mode === "dump" && p1) dump(p1);
else if (mode === "compare" && p1 && p2) compare(p1, p2);
else {
  console.error("usage: fix-identity.ts dump OUT.jsonl | compare BASE.jsonl NEW.jsonl");
  process.exitCode = 2;
}
