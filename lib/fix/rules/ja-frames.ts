// Japanese frames the pack reads as translationese (「〜することは重要です」, the English "it is
// important to"): "検討することが重要である" → "検討すべきである", "高めることが求められます" →
// "高めるべきです". べき follows any verb's plain form (する → すべき), so the verb is never
// re-inflected; a negated or past verb before こと ("しないことが", "したことが") is left alone,
// since べき would need its own negative or would change the time.
import { rule } from "./define";

/** The frame's tail and the べき form that says the same in the same register. */
const TAILS: readonly [RegExp, string][] = [
  [/^こと[がは](?:重要|大切)である/u, "べきである"],
  [/^こと[がは](?:重要|大切)です/u, "べきです"],
  [/^こと[がは](?:重要|大切)だ/u, "べきだ"],
  [/^ことが求められます/u, "べきです"],
  [/^ことが求められる(?=[。、]|$)/u, "べきだ"],
];

export const jaImportantToShould = rule({
  id: "ja.important-to-should",
  lang: "ja",
  kind: "restructure",
  patterns: ["ja-translationese"],
  examples: [
    { before: "多角的な視点から検討する⟦ことが重要である⟧。", after: "多角的な視点から検討すべきである。" },
    { before: "利用に関する透明性を高める⟦ことが重要です⟧。", after: "利用に関する透明性を高めるべきです。" },
    { before: "設定を適切に管理する⟦ことが求められます⟧。", after: "設定を適切に管理すべきです。" },
    { before: "相手の立場を理解しようと努める⟦ことが重要である⟧。", after: "相手の立場を理解しようと努めるべきである。" },
    // Negated or past: "しないべき", "したべき" are not Japanese.
    { before: "偏見に囚われない⟦ことが重要である⟧。", after: null },
    { before: "記録を残した⟦ことが重要である⟧。", after: null },
    // "〜ことは重要ですが" goes on to a contrast: "べきですが" would change what is weighed.
    { before: "計画を立てる⟦ことは重要です⟧が、柔軟さも要る。", after: null },
  ],
  propose(site, id) {
    const t = site.text;
    const tail = TAILS.map(([re, to]) => [re.exec(t.slice(site.start, site.start + 14)), to] as const).find(([m]) => m);
    if (!tail) return null;
    const [m, to] = tail;
    const end = site.start + m![0].length;
    // The frame ends its sentence (or a clause of it with 、): a contrast after it (が, けれど) weighs it against something.
    if (!/^(?:[。、．]|$)/u.test(t.slice(end, end + 1))) return null;
    const verb = t.slice(Math.max(0, site.start - 3), site.start);
    // A plain non-past, affirmative verb before こと: dictionary forms end in u-row kana (not ない).
    if (!/[うくぐすつぬぶむる]$/u.test(verb) || /ない$/u.test(verb)) return null;
    if (verb.endsWith("する")) return site.edit(site.start - 2, end, `す${to}`, id, "restructure", t.slice(site.start - 2, end), `す${to}`);
    return site.edit(site.start, end, to, id, "restructure", t.slice(site.start, end), to);
  },
});

export const JA_FRAME_RULES = [jaImportantToShould];
