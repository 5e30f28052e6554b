// Opt-in timing of detect()'s stages, regexes and checks (scripts/bench-detect.ts --profile).
// Off by default: detect() then pays one null check per stage, nothing per match.

export interface DetectProfiler {
  /** Adds elapsed milliseconds under a label ("stage:scan", "regex:en-foo", "check:emoji"…). */
  add(label: string, ms: number): void;
}

let active: DetectProfiler | null = null;

/** Installs (or with null removes) the profiler every later detect() call reports to. */
export function setDetectProfiler(profiler: DetectProfiler | null): void {
  active = profiler;
}

export function activeProfiler(): DetectProfiler | null {
  return active;
}

/** A profiler that sums time per label. */
export class TimeTotals implements DetectProfiler {
  readonly totals = new Map<string, number>();
  add(label: string, ms: number): void {
    this.totals.set(label, (this.totals.get(label) ?? 0) + ms);
  }
  /** Labels by accumulated time, slowest first. */
  top(n: number, prefix?: string): [string, number][] {
    return [...this.totals]
      .filter(([k]) => !prefix || k.startsWith(prefix))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  }
}
