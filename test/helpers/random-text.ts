// Generated inputs for tests that compare a fast path with the plain computation.
export { seededRandom } from "../../lib/util/seeded-random";

/** `length` pieces drawn from `pieces` with `rand`: adversarial text from a small alphabet. */
export function randomText(rand: () => number, pieces: readonly string[], length: number): string {
  let s = "";
  for (let i = 0; i < length; i++) s += pieces[Math.floor(rand() * pieces.length)];
  return s;
}
