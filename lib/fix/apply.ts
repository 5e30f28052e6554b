// Applying every finding's first fix at once ("Accept all safe fixes", `fix --jsonl`, the
// deterministic "Fix with AI"): one edit per fix, overlaps resolved in document order (a
// finding whose span an applied fix already covers is answered by it), and the fixes that
// share a sentence verified together, added one at a time, so two fixes that are each
// right alone cannot make a wrong sentence together.
import type { Lang, TextRange } from "../engine/types";
import type { FixableFinding, FixRun } from "./engine";
import type { SiteFinding } from "./site";
import type { FixCandidate } from "./types";
import { checkMeaning, type MeaningCheck } from "../meaning/check";
import { computeMps } from "../scoring/mps";
import { findProtectedSpans, ProtectedIndex } from "../detector/protected";
import { newWords } from "./echo";
import { fixLabel } from "./labels";
import { meaningUnchanged, type SignatureCache } from "./meaning-screen";
import { applyEdits } from "../text/edits";
import { sentenceAround } from "./sentences";
import { gateRoom, signaturesOf, verifyEdits, windowOf } from "./verify";

export interface AppliedFix extends TextRange {
  /** text.slice(start, end) of the original. */
  original: string;
  replacement: string;
  finding_ids: string[];
  fix: FixCandidate;
}

export interface FixApplication {
  rewrite: string;
  /** Sorted, disjoint ranges in the original; applying them gives `rewrite`. */
  applied: AppliedFix[];
  /** The meaning check of the whole rewrite (null when nothing was applied). */
  meaning: MeaningCheck | null;
}

/** What the check says of two texts the screen finds no anchor changed in. */
const PASSING: MeaningCheck = { anchors: [], hard_fail: 0, soft_fail: 0, mps: computeMps([]), meaning_ok: true };

/** Rounds of backing off fixes near failing anchors before the whole-text check must pass. */
const MEANING_ROUNDS = 6;

const overlaps = (a: TextRange, b: TextRange) => a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);

export { applyEdits };

interface Chosen {
  fix: FixCandidate;
  findings: SiteFinding[];
}

/** Whether the fix brings in a word a fix already chosen in its sentence brought in. */
function echoesChosen(text: string, c: FixCandidate, chosen: readonly Chosen[]): boolean {
  const mine = newWords(text, c);
  if (mine.size === 0) return false;
  const s = sentenceAround(text, c.start, c.end);
  for (const x of chosen) {
    if (x.fix.end <= s.start || x.fix.start >= s.end) continue;
    for (const w of newWords(text, x.fix)) if (mine.has(w)) return true;
  }
  return false;
}

export function applyFirstFixes(run: FixRun, findings: readonly FixableFinding[]): FixApplication {
  const { doc } = run;
  const withFixes = findings.filter((f) => run.candidates.has(f.id)).sort((a, b) => a.start - b.start || b.end - a.end);
  // 1. One edit per finding, in document order; overlaps take the finding's next fix, or leave it.
  const chosen: Chosen[] = [];
  const same = new Map<string, Chosen>();
  // Occurrences of density-gated patterns the chosen fixes add, kept under each gate.
  const added = new Map<string, number>();
  const fitsGates = (c: FixCandidate) => (run.adds.get(c) ?? []).every((a) => (added.get(a.matcherKey) ?? 0) + a.count <= gateRoom(doc, a.matcherKey, a.gate));
  for (const f of withFixes) {
    const list = run.candidates.get(f.id)!;
    for (const c of list) {
      const key = `${c.start}:${c.end}:${c.replacement}`;
      const twin = same.get(key);
      if (twin) {
        twin.findings.push(f);
        break;
      }
      // A fix already applied over this finding's whole span answers it too (a deleted chatbot line).
      const cover = chosen.find((x) => x.fix.start <= f.start && f.end <= x.fix.end);
      if (cover) {
        cover.findings.push(f);
        break;
      }
      if (chosen.some((x) => overlaps(x.fix, c))) continue;
      if (!fitsGates(c)) continue;
      if (echoesChosen(doc.text, c, chosen)) continue;
      for (const a of run.adds.get(c) ?? []) added.set(a.matcherKey, (added.get(a.matcherKey) ?? 0) + a.count);
      const entry = { fix: c, findings: [f] };
      chosen.push(entry);
      same.set(key, entry);
      break;
    }
  }
  chosen.sort((a, b) => a.fix.start - b.fix.start);

  // 2. Fixes sharing a sentence: added one at a time, each kept only if the sentence still verifies.
  const accepted: Chosen[] = [];
  let group: Chosen[] = [];
  let groupWindow: TextRange | null = null;
  const flush = () => {
    if (group.length === 1) accepted.push(group[0]);
    else if (group.length > 1) {
      const kept: Chosen[] = [];
      for (const c of group) {
        // With the kept fixes of its own sentences only: a chain of overlapping windows stays local.
        const own = windowOf(doc.text, [c.fix]).window;
        const near = kept.filter((k) => k.fix.start < own.end && own.start < k.fix.end);
        // Alone in its sentences it is the fix verified as a candidate (with meaning, on the same
        // window and document): these checks, a subset of those, pass again.
        if (near.length === 0) {
          kept.push(c);
          continue;
        }
        const trial = [...near, c].sort((a, b) => a.fix.start - b.fix.start);
        // Meaning is checked once over every changed sentence below.
        const verdict = verifyEdits(
          doc,
          trial.map((t) => t.findings[0]),
          trial.map((t) => t.fix),
          { meaning: false },
        );
        if (verdict.ok) kept.push(c);
      }
      accepted.push(...kept);
    }
    group = [];
    groupWindow = null;
  };
  for (const c of chosen) {
    const w = windowOf(doc.text, [c.fix]).window;
    if (groupWindow && w.start < groupWindow.end) {
      group.push(c);
      groupWindow = { start: groupWindow.start, end: Math.max(groupWindow.end, w.end) };
    } else {
      flush();
      group = [c];
      groupWindow = w;
    }
  }
  flush();

  const applied: AppliedFix[] = accepted.map((c) => ({
    start: c.fix.start,
    end: c.fix.end,
    original: doc.text.slice(c.fix.start, c.fix.end),
    replacement: c.fix.replacement,
    finding_ids: c.findings.map((f) => f.id).sort(),
    fix: c.fix,
  }));

  // 3. Meaning over every changed sentence at once, as `verify --jsonl` reads a text.
  return settleMeaning(doc.text, applied, doc.lang, doc.guard, signaturesOf(doc));
}

/**
 * Chinese 您 → 你 is a register change: once one fix makes it, every 您 outside quotes follows,
 * or the draft would address its reader two ways. The extra edits answer the same findings.
 */
export function withRegisterKept(text: string, lang: Lang, applied: readonly AppliedFix[], guard?: ProtectedIndex): AppliedFix[] {
  if (lang !== "zh") return [...applied];
  // Only a fix that says 你 for 您 changes the register; one that drops the pronoun leaves it.
  const changesRegister = (a: AppliedFix) => a.original.includes("您") && !a.replacement.includes("您") && a.replacement.includes("你");
  const trigger = applied.find(changesRegister);
  if (!trigger) return [...applied];
  // A draft that addresses a person with 您 anywhere (a sentence that also says 我: a letter to a
  // parent or a teacher) is respectful, not the chatbot's manner: no 您 in it becomes 你.
  for (const m of text.matchAll(/您/gu)) {
    const s = sentenceAround(text, m.index!, m.index! + 1);
    if (text.slice(s.start, s.end).includes("我")) return applied.filter((a) => !changesRegister(a));
  }
  const quotes = guard ?? new ProtectedIndex(findProtectedSpans(text, lang), text);
  const extra: AppliedFix[] = [];
  for (const m of text.matchAll(/您/gu)) {
    const at = m.index!;
    if (applied.some((a) => a.start <= at && at < a.end) || quotes.overlaps(at, at + 1)) continue;
    const fix: FixCandidate = { ...trigger.fix, start: at, end: at + 1, replacement: "你", from: "您", to: "你", label: fixLabel("replace", "您", "你") };
    extra.push({ start: at, end: at + 1, original: "您", replacement: "你", finding_ids: trigger.finding_ids, fix });
  }
  return extra.length ? [...applied, ...extra].sort((a, b) => a.start - b.start) : [...applied];
}

/**
 * Each fix passed on its own sentence, but the meaning check aligns sentences across them (a
 * joined sentence, a rhetorical "not just" it does not know as such): the fixes near an anchor
 * it fails are taken back, restructures first, until it passes.
 */
export function settleMeaning(text: string, fixes: readonly AppliedFix[], lang: Lang, guard?: ProtectedIndex, signatures?: SignatureCache): FixApplication {
  let applied = withRegisterKept(text, lang, fixes, guard);
  let rewrite = applyEdits(text, applied);
  let meaning = applied.length ? changedMeaning(text, applied, lang, signatures) : null;
  for (let round = 0; meaning && !meaning.check.meaning_ok && round < MEANING_ROUNDS; round++) {
    const failing = meaning.check.anchors.filter((a) => a.verdict === "HARD FAIL").map((a) => meaning!.toOriginal(a.start, a.end));
    const suspects = applied.filter((a) => failing.some((s) => a.start < s.end && s.start < a.end));
    // Restructures (joined sentences, dropped frames) are what the check misreads most: they go first.
    const restructures = suspects.filter((a) => a.fix.kind === "restructure");
    const drop = new Set(restructures.length ? restructures : suspects);
    const kept = applied.filter((a) => !drop.has(a));
    if (kept.length === applied.length) break;
    applied = withRegisterKept(text, lang, kept, guard);
    rewrite = applyEdits(text, applied);
    meaning = applied.length ? changedMeaning(text, applied, lang, signatures) : null;
  }
  return { rewrite, applied, meaning: meaning?.check ?? null };
}

/**
 * The meaning check of the changed sentences only (each window of edits, in order, one per
 * line), with a map from the excerpt's offsets back to the window in the original. A window
 * whose anchors all read the same after its edits (the screen of meaning-screen.ts, the same one
 * each fix passed on its sentence) cannot fail the check and stays out of the excerpt; only
 * whether the check passes is read from the result.
 */
function changedMeaning(text: string, applied: readonly AppliedFix[], lang: Lang, signatures?: SignatureCache): { check: MeaningCheck; toOriginal: (s: number, e: number) => TextRange } {
  // A fix that joins or splits sentences changes how the check pairs them across the whole text:
  // then the whole text is checked, as verify --jsonl would.
  const stops = (s: string) => (s.match(/[。！？]+|[.!?]+(?=[\s"'”’」』)]|$)/gu) ?? []).length;
  if (applied.some((a) => stops(a.original) !== stops(a.replacement))) {
    const check = checkMeaning(text, applyEdits(text, applied), lang);
    return { check, toOriginal: (start, end) => sentenceAround(text, start, Math.max(start + 1, end)) };
  }
  const windows: { window: TextRange; edits: AppliedFix[] }[] = [];
  for (const a of applied) {
    const w = sentenceAround(text, a.start, a.end);
    const last = windows[windows.length - 1];
    if (last && w.start < last.window.end) {
      last.window.end = Math.max(last.window.end, w.end);
      last.edits.push(a);
    } else windows.push({ window: { start: w.start, end: w.end }, edits: [a] });
  }
  let before = "";
  let after = "";
  const spans: { at: number; window: TextRange }[] = [];
  for (const w of windows) {
    const was = text.slice(w.window.start, w.window.end);
    const shifted = w.edits.map((e) => ({ start: e.start - w.window.start, end: e.end - w.window.start, replacement: e.replacement }));
    const now = applyEdits(was, shifted);
    if (meaningUnchanged(was, now, lang, signatures)) continue;
    if (before) {
      before += "\n";
      after += "\n";
    }
    spans.push({ at: before.length, window: w.window });
    before += was;
    after += now;
  }
  // One window: the strings a lone fix was verified on, whose check the document has kept.
  const check = spans.length === 0 ? PASSING : spans.length === 1 && signatures && signatures.lang === lang ? signatures.check(before, after) : checkMeaning(before, after, lang);
  // The excerpt copies each window verbatim: an anchor's offsets map straight back, to its sentence.
  const toOriginal = (start: number, end: number): TextRange => {
    const hit = spans.filter((x) => x.at <= start).pop() ?? spans[0];
    const s = Math.min(hit.window.end, hit.window.start + (start - hit.at));
    return sentenceAround(text, s, Math.min(hit.window.end, Math.max(s + 1, hit.window.start + (end - hit.at))));
  };
  return { check, toOriginal };
}
