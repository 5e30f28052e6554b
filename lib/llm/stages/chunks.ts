// The rewrite as chunks: small replacements addressed by their range in the original, one
// per changed region of a unit, each keeping its id while its range and text stay the same
// from round to round, so the editor's merge review can follow them.
import { changedRegions } from "../chunks";
import type { RewriteChunk, RewriteChunkEvent } from "../events";
import { warn, type StageContext } from "./context";
import type { RewriteState } from "./rewrite";

export type UnitChunk = RewriteChunk & { unit: string };

const chunkKey = (c: Pick<RewriteChunk, "start" | "end" | "replacement">) => `${c.start}:${c.end}:${c.replacement}`;

export class ChunkBook {
  /** unit → (range + text → chunk id) */
  private emitted = new Map<string, Map<string, string>>();
  private counter = 0;

  /** The chunks of the current replacements (ids of chunks already streamed kept). */
  current(ctx: StageContext, state: RewriteState): UnitChunk[] {
    const out: UnitChunk[] = [];
    for (const u of state.units) {
      const repl = state.replacements.get(u.id);
      if (repl === undefined) continue;
      const reason = u.fixes.map((f) => f.hint).filter(Boolean)[0] ?? "rewrite of a flagged sentence";
      for (const r of changedRegions(u.text, repl)) {
        const start = u.start + r.start;
        const end = u.start + r.end;
        const near = u.findingIds.filter((id) => {
          const f = ctx.findings.get(id)!;
          return f.start < Math.max(end, start + 1) && start < f.end;
        });
        const chunk = { start, end, replacement: r.replacement };
        out.push({
          id: this.emitted.get(u.id)?.get(chunkKey(chunk)) ?? "",
          unit: u.id,
          ...chunk,
          original: ctx.text.slice(start, end),
          finding_ids: near.length > 0 ? near : u.findingIds,
          reason: near.length > 0 ? (u.fixes.find((f) => f.quote === ctx.findings.get(near[0])!.text_span)?.hint || reason) : reason,
        });
      }
    }
    return out;
  }

  /**
   * This round's chunks as events: new ones get ids and name the earlier chunks of their unit they
   * replace; units whose chunks all went away are reported as withdrawn.
   */
  stream(ctx: StageContext, chunks: UnitChunk[], round: number): RewriteChunkEvent[] {
    const byUnit = new Map<string, UnitChunk[]>();
    for (const c of chunks) byUnit.set(c.unit, [...(byUnit.get(c.unit) ?? []), c]);
    for (const [unit, prev] of this.emitted) {
      if (byUnit.has(unit)) continue;
      warn(ctx, "chunk-withdrawn", `Chunk${prev.size === 1 ? "" : "s"} ${[...prev.values()].join(", ")} ${prev.size === 1 ? "was" : "were"} withdrawn in round ${round}: the original text is kept.`);
      this.emitted.delete(unit);
    }
    const events: RewriteChunkEvent[] = [];
    for (const c of chunks) {
      if (c.id) continue;
      const kept = new Set(byUnit.get(c.unit)!.map((x) => x.id).filter(Boolean));
      const replaced = [...(this.emitted.get(c.unit)?.values() ?? [])].filter((id) => !kept.has(id));
      c.id = this.nextId();
      if (replaced.length > 0) c.supersedes = replaced;
      const { unit: _u, ...chunk } = c;
      events.push({ type: "rewrite_chunk", ...chunk });
    }
    for (const [unit, list] of byUnit) this.emitted.set(unit, new Map(list.map((c) => [chunkKey(c), c.id])));
    return events;
  }

  nextId(): string {
    return `c${String(++this.counter).padStart(3, "0")}`;
  }
}
