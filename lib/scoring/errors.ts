// One error type for inputs the scoring functions cannot score (an unknown severity,
// a category no pack declares, a fidelity criterion outside 0–3). The CLI turns it
// into a one-line message; callers in the app can show it as is.
export class ScoringError extends Error {
  override name = "ScoringError";
}
