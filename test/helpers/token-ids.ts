// Token ids of tokens held as objects (paragraph → sentence → token), through the engine's
// tokenIds: lets tests state expectations with plain token lists.
import { tokenIds } from "../../lib/engine/token-ids";
import type { Token } from "../../lib/engine/types";

export function documentTokenIds(
  text: string,
  paragraphs: ReadonlyArray<{ sentences: ReadonlyArray<{ tokens: readonly Token[] }> }>,
  count: number,
): { ids: Int32Array; distinct: number } {
  const spans = new Int32Array(2 * count);
  let n = 0;
  for (const p of paragraphs) {
    for (const s of p.sentences) {
      for (const t of s.tokens) {
        spans[n++] = t.start;
        spans[n++] = t.end;
      }
    }
  }
  return tokenIds(text, spans, count);
}
