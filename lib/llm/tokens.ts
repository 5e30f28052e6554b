// A model-agnostic token estimate, used where no API usage exists (bench:llm's
// comparison, the fake server's usage): one token per CJK character, one per four
// other characters. Both sides of every comparison use this same estimate.
export function estimateTokens(text: string): number {
  let cjk = 0;
  let other = 0;
  for (const ch of text) {
    if (/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ch)) cjk++;
    else other++;
  }
  return cjk + Math.ceil(other / 4);
}
