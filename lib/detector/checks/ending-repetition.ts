// E-2 (ko/ja): the same sentence ending several sentences in a row (~있다. ~있다. ~있다.).
// The ending is the last three letters before the terminator, spaces ignored, which
// separates 있다/한다/이다 and います/ました while still grouping one ending's uses.
import type { Check, CheckOccurrence } from "./types";
import { allSentences } from "./util";

const TRAILING = /[\s.!?。！？…"'”’)\]」』）】》〉~]+$/u;

export function sentenceEnding(sentence: string): { key: string; length: number } | null {
  const body = sentence.replace(TRAILING, "");
  let key = "";
  let i = body.length;
  while (i > 0 && key.length < 3) {
    const ch = body[i - 1];
    i--;
    if (/\s/.test(ch)) continue;
    if (!/[\p{L}]/u.test(ch)) break;
    key = ch + key;
  }
  if (key.length < 2) return null;
  return { key: key.normalize("NFC"), length: body.length - i };
}

export const endingRepetition: Check = ({ text, lang, analysis, params }) => {
  if (lang !== "ko" && lang !== "ja") return null;
  const minRun = Math.max(2, params["min-run"]);
  const sentences = allSentences(analysis);
  const endings = sentences.map((s) => {
    const bodyEnd = s.start + text.slice(s.start, s.end).replace(TRAILING, "").length;
    const e = sentenceEnding(text.slice(s.start, s.end));
    return e ? { key: e.key, start: bodyEnd - e.length, end: bodyEnd } : null;
  });
  const occurrences: CheckOccurrence[] = [];
  const runs: string[] = [];
  let i = 0;
  while (i < endings.length) {
    const e = endings[i];
    let j = i + 1;
    if (e) while (j < endings.length && endings[j]?.key === e.key) j++;
    if (e && j - i >= minRun) {
      runs.push(`'${e.key}' ×${j - i}`);
      for (let k = i; k < j; k++) {
        const r = endings[k]!;
        occurrences.push({ start: r.start, end: r.end, scope: "span", detail: `'${e.key}' ends ${j - i} sentences in a row` });
      }
    }
    i = j;
  }
  if (!occurrences.length) return null;
  return { occurrences, summary: `same sentence ending repeated in a row: ${runs.join(", ")}` };
};
