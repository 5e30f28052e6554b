// The cache-key contract of lib/fix/reach.ts: a rule's proposals, and the verified fixes of a
// finding, depend only on the finding's region and on what kind of text lies beyond it. Each
// rule's examples are put among other lines, the text beyond the region is changed in many
// ways, and wherever the cache key stays the same the proposals and fixes must too.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readDocument } from "../../lib/document/read-document";
import type { Lang } from "../../lib/engine/types";
import { candidatesFor, FixCache, fixDocument, fixFindings } from "../../lib/fix/engine";
import { MARGIN, regionOf, textEdges, withinLines } from "../../lib/fix/reach";
import { rule } from "../../lib/fix/rules/define";
import { RULES, patternReach } from "../../lib/fix/rules";
import { FixSite, type SiteFinding } from "../../lib/fix/site";
import type { FixRule, Proposal } from "../../lib/fix/types";
import { exampleFinding, parseMarked } from "./helpers";

const CJK = (l: Lang) => l === "zh" || l === "ja";

/** Long lines (longer than any reach) to put around an example. */
const FILLER: Record<Lang, string> = {
  en: "The committee met on a Tuesday afternoon and talked at length about the budget for the coming year, the roads, the school and the new library that opened in spring.",
  ko: "위원회는 화요일 오후에 모여 내년 예산과 도로, 학교, 그리고 봄에 문을 연 새 도서관에 대해 오랫동안 이야기를 나눴고 몇 가지 결정을 다음 회의로 미뤘다. 회의는 저녁 늦게 끝났다.",
  zh: "委员会周二下午开会，花了很长时间讨论明年的预算、道路、学校以及春天开放的新图书馆，并把几项决定推迟到了下一次会议。会议一直开到很晚才结束，大家都很累。",
  ja: "委員会は火曜日の午後に集まり、来年の予算や道路、学校、そして春に開館した新しい図書館について長い時間話し合い、いくつかの決定を次の会議に持ち越した。会議は夜遅くまで続いた。",
};

/** What may stand beyond a region instead of what was there: content of every kind a rule might react to. */
const OTHER_CONTENT = ["Zq", "X.\n", "a", "an", "\n- ", "是的，", "。", "다.", "**", "Moreover,", "1.", "“", "ます。\n", "Great question!\n", "그러나"];
/** What separates it from the region: never a word character (the region's edge would move with it). */
const SEPARATORS = [" ", "\n", "\n\n \n", "\t", "。", ", ", "\u3000", "\r\n"];
const OTHER_SPACE = [" ", "\n", "\n\n \n", "\t", "\u3000", "\r\n"];

/** A text whose cache key for the finding at [start, end) is as in `text`, but other beyond the region. */
function variants(text: string, span: { start: number; end: number }, reach: number): { text: string; shift: number }[] {
  const r = regionOf(text, span, textEdges(text), reach);
  if (!r) return [];
  const head = text.slice(0, r.lo);
  const tail = text.slice(r.hi);
  const inner = text.slice(r.lo, r.hi);
  const heads = r.beyond[0] === "^" ? [""] : r.beyond[0] === "w" ? OTHER_SPACE : OTHER_CONTENT.map((c, i) => `${c}${SEPARATORS[i % SEPARATORS.length]}`);
  const tails = r.beyond[1] === "$" ? [""] : r.beyond[1] === "w" ? OTHER_SPACE : OTHER_CONTENT.map((c, i) => `${SEPARATORS[(i + 3) % SEPARATORS.length]}${c}`);
  const out: { text: string; shift: number }[] = [];
  const n = Math.max(heads.length, tails.length);
  for (let i = 0; i < n; i++) {
    const h = heads[i % heads.length];
    const t = tails[(i * 7) % tails.length];
    if (h === head && t === tail) continue;
    out.push({ text: h + inner + t, shift: h.length - r.lo });
  }
  return out;
}

/** The key's view of a finding in a text: region text, place in it, what lies beyond. */
function keyOf(text: string, span: { start: number; end: number }, reach: number): string | null {
  const r = regionOf(text, span, textEdges(text), reach);
  return r ? `${span.start - r.lo}:${span.end - r.lo}|${r.beyond}|${text.slice(r.lo, r.hi)}` : null;
}

const moved = (p: Proposal, by: number) => ({ ...p, start: p.start + by, end: p.end + by });

/** Texts an example's sentence is tried in: alone, among long lines, on a long line, after blank lines. */
function settings(lang: Lang, sentence: string): { text: string; at: number }[] {
  const f = FILLER[lang];
  const sp = CJK(lang) ? "" : " ";
  const out: { text: string; at: number }[] = [];
  for (const [before, after] of [
    ["", ""],
    [`${f}\n`, `\n${f}`],
    [`${f}\n\n`, `\n\n${f}`],
    [`${f}${sp}`, `${sp}${f}`],
    [`${f}\n${f}\n\n\n`, ""],
    ["", `\n${f}\n${f}`],
    [`${f}\n- `, `\n- ${f}`],
  ] as const) {
    out.push({ text: before + sentence + after, at: before.length });
  }
  return out;
}

interface Violation {
  rule: string;
  text: string;
  other: string;
  what: string;
}

/** Where a rule's proposals (and, with `verify`, the verified fixes) change with text beyond its region. */
function violations(rules: readonly FixRule[], verify: boolean): { found: Violation[]; compared: Map<string, number> } {
  const found: Violation[] = [];
  const compared = new Map<string, number>();
  for (const r of rules) {
    if (r.reach === "document") continue;
    const reach = typeof r.reach === "number" ? Math.max(MARGIN, r.reach) : MARGIN;
    for (const ex of r.examples) {
      const { text: sentence, start, end } = parseMarked(ex.before);
      for (const { text, at } of settings(r.lang, sentence)) {
        const finding: SiteFinding = { ...exampleFinding(r, r.lang, text, at + start, at + end) };
        const mine = r.propose(new FixSite(text, r.lang, finding));
        const region = regionOf(text, finding, textEdges(text), reach);
        const key = keyOf(text, finding, reach);
        const mineFixes = verify && region && mine.every((p) => withinLines(region, p)) ? candidatesFor(fixDocument(text, r.lang), finding) : null;
        for (const v of variants(text, finding, reach)) {
          const f2 = { ...finding, start: finding.start + v.shift, end: finding.end + v.shift };
          if (keyOf(v.text, f2, reach) !== key) continue;
          compared.set(r.id, (compared.get(r.id) ?? 0) + 1);
          const theirs = r.propose(new FixSite(v.text, r.lang, f2)).map((p) => moved(p, -v.shift));
          if (JSON.stringify(theirs) !== JSON.stringify(mine)) {
            found.push({ rule: r.id, text, other: v.text, what: `proposals ${JSON.stringify(mine)} → ${JSON.stringify(theirs)}` });
            continue;
          }
          if (mineFixes) {
            const fixes = candidatesFor(fixDocument(v.text, r.lang), f2).map((c) => moved(c, -v.shift));
            if (JSON.stringify(fixes) !== JSON.stringify(mineFixes)) found.push({ rule: r.id, text, other: v.text, what: `fixes ${JSON.stringify(mineFixes)} → ${JSON.stringify(fixes)}` });
          }
        }
      }
    }
  }
  return { found, compared };
}

test("no rule's proposals or verified fixes change with the text beyond its declared reach", () => {
  const { found, compared } = violations(RULES, true);
  assert.deepEqual(found.slice(0, 5), [], `${found.length} violations`);
  // Not vacuous: every rule was compared in texts whose key stayed the same.
  const missing = RULES.filter((r) => r.reach !== "document" && !compared.get(r.id)).map((r) => r.id);
  assert.deepEqual(missing, []);
});

test("the check catches a rule that reads past its reach (the start of the document, a line far away)", () => {
  const readsStart = rule({
    id: "test.reads-start",
    lang: "en",
    kind: "delete",
    patterns: ["en-ai-vocabulary"],
    examples: [{ before: "They ⟦leverage⟧ tools.", after: null }],
    propose: (site, id) => (site.text.startsWith("The committee") ? null : site.delete(id)),
  });
  const readsFar = rule({
    id: "test.reads-far",
    lang: "en",
    kind: "delete",
    patterns: ["en-ai-vocabulary"],
    examples: [{ before: "They ⟦leverage⟧ tools.", after: null }],
    propose: (site, id) => (/Zq/.test(site.text.slice(0, site.start)) ? null : site.delete(id)),
  });
  const readsAsDeclared = rule({
    id: "test.reads-as-declared",
    lang: "en",
    kind: "delete",
    reach: 200,
    patterns: ["en-ai-vocabulary"],
    examples: [{ before: "They ⟦leverage⟧ tools.", after: null }],
    propose: (site, id) => (/Zq/.test(site.before(150)) ? null : site.delete(id)),
  });
  const rules = [readsStart, readsFar, readsAsDeclared];
  const { found } = violations(rules, false);
  assert.ok(found.some((v) => v.rule === "test.reads-start"));
  assert.ok(found.some((v) => v.rule === "test.reads-far"));
  assert.ok(!found.some((v) => v.rule === "test.reads-as-declared"), "a rule within its declared reach passes");
  // Without its declaration the same rule reads past the default margin and is caught.
  const { found: undeclared } = violations([{ ...readsAsDeclared, id: "test.undeclared", reach: undefined }], false);
  assert.ok(undeclared.length > 0);
});

test("a pattern's reach is the most its rules declare", () => {
  for (const r of RULES) {
    for (const p of r.patterns) {
      const reach = patternReach(p);
      if (r.reach === "document") assert.equal(reach, null, p);
      else assert.ok(reach !== null && reach >= (r.reach ?? MARGIN), p);
    }
  }
});

test("a cached finding takes the fixes it would get without the cache: template paragraphs, the document's start, blank lines", () => {
  const yes = "是的，如果拖欠还款，银行会起诉。";
  const texts: [Lang, string][] = [
    ["zh", `${"\n".repeat(300)}${yes}${"\n".repeat(300)}前言。${"\n".repeat(300)}${yes}`],
    ["zh", `${yes}\n\n${yes}\n\n${yes}`],
    ["ko", Array.from({ length: 6 }, () => "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 이를 통해 더욱 효율적인 미래를 만들 수 있을 것입니다.").join("\n\n")],
    ["en", Array.from({ length: 5 }, () => "Moreover, the team leveraged new tools to foster growth. It is important to note that the plan worked.").join("\n\n")],
    ["en", "It was a\nMoreover, the pivotal plan worked.\n\nIt was an\nMoreover, the pivotal plan worked."],
  ];
  for (const [lang, text] of texts) {
    const findings = fixDocumentFindings(text, lang);
    const cache = new FixCache();
    const cached = fixFindings(text, lang, findings, { cache });
    const again = fixFindings(text, lang, findings, { cache });
    const plain = fixFindings(text, lang, findings);
    assert.deepEqual([...cached.candidates], [...plain.candidates], text.slice(0, 60));
    assert.deepEqual([...again.candidates], [...plain.candidates], text.slice(0, 60));
  }
});

function fixDocumentFindings(text: string, lang: Lang) {
  return readDocument(text, { lang, fixes: false }).report.findings;
}
