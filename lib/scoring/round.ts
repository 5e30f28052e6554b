// Rounding used for display, banding and floors. Binary floating point turns exact
// decimal halves into x.4999…; snapping to 9 decimals first keeps 15.5 a half.
function snap(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** Rounds half away from zero (scores are never negative, so half up). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = snap(value * factor);
  return (Math.sign(scaled) * Math.floor(Math.abs(scaled) + 0.5)) / factor;
}

/**
 * The one rule for every band table, the length-ratio table and the verification
 * floors: a score is judged by its value rounded to the nearest integer (half up).
 * So 15.4 → 15 (first band) and 15.5 → 16 (second band); 49.5% → 50% (3 points).
 * The rule makes the tables' integer ranges cover every real number with no gap,
 * and the verdict never contradicts the integer the user is shown.
 */
export function judgedValue(score: number): number {
  return roundTo(score, 0);
}
