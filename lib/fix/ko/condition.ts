// Whether a Korean sentence states a condition before a given point: "~면 … 수 있을 것입니다"
// makes a prediction that hangs on the condition, so its hedge is the writer's and stays.
import type { FixSite } from "../site";

/** Nouns that end in 면 and are no conditional ending (측면, 반면, 장면, 화면…). */
const MYEON_NOUN = /(?:측|반|표|화|전|내|외|정|단|국|장|지|방|양|대|일|당|평|수|가|체|이|후|라)면$/u;

/** A clause ending in the conditional ~면 (하면, 한다면, 있으면, 이라면) between the sentence start and `at`. */
export function conditionBefore(site: FixSite, at = site.start): boolean {
  const head = site.text.slice(site.sentence.start, at);
  for (const m of head.matchAll(/([가-힣]+)면(?=[\s,])/gu)) {
    const word = `${m[1]}면`;
    // 다면/라면/으면 are always conditional; a bare ~면 is one unless the word is a 면-noun.
    if (/(?:다|라|으)면$/u.test(word) || !MYEON_NOUN.test(word)) return true;
  }
  return false;
}
