// detectLanguage picks the top two weighted script scores with a scan; the reference below is
// the stable sort it replaced, run on generated texts full of exact ties.
import { test } from "node:test";
import assert from "node:assert/strict";
import { countScripts, detectLanguage } from "../../lib/engine/language";
import type { Lang } from "../../lib/engine/types";
import { randomText, seededRandom } from "../helpers/random-text";

/** The decision detectLanguage makes from the script counts, written with Array#sort. */
function decisionBySort(text: string): { lang: Lang | null; mixed: boolean } {
  const c = countScripts(text);
  if (c.hangul + c.kana + c.han + c.latin + c.other === 0) return { lang: null, mixed: false };
  const kanaMeaningful = c.kana >= 2 && c.kana >= 0.05 * (c.kana + c.han);
  const scores: Array<[Lang | "other", number]> = [
    ["ko", c.hangul * 3],
    [kanaMeaningful ? "ja" : "zh", c.han * 2 + c.kana * 2],
    ["en", c.latin],
    ["other", c.other],
  ];
  const total = scores.reduce((s, [, v]) => s + v, 0);
  scores.sort((a, b) => b[1] - a[1]);
  const [best, bestScore] = scores[0];
  const mixed = scores[1][1] / total >= 0.15;
  if (best === "other" || bestScore / total < 0.4) return { lang: null, mixed };
  if (best === "zh" && c.han + c.kana > 0 && c.han === 0) return { lang: kanaMeaningful ? "ja" : null, mixed };
  return { lang: best, mixed };
}

test("the top-two scan decides like a stable sort of the scores, ties included", () => {
  // Weights hangul 3, han/kana 2, latin/other 1: "가" = "aaa", "漢" = "aa", so short random
  // texts from these pieces tie often.
  const pieces = ["가", "漢", "か", "a", "aa", "aaa", "α", "αα", " ", "1"];
  const rand = seededRandom(17);
  for (let k = 0; k < 3000; k++) {
    const text = randomText(rand, pieces, 1 + Math.floor(rand() * 8));
    const { lang, mixed } = detectLanguage(text);
    assert.deepEqual({ lang, mixed }, decisionBySort(text), JSON.stringify(text));
  }
});
