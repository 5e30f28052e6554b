// Shared by pack and detector tests: the fixture packs under test/fixtures/packs.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { loadPacks } from "../../lib/packs/load";
import type { PackSet } from "../../lib/packs/types";

export const FIXTURE_DIR = join(__dirname, "../fixtures/packs");

export function fixtureSources(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(FIXTURE_DIR).sort()) if (f.endsWith(".md")) out[f] = readFileSync(join(FIXTURE_DIR, f), "utf8");
  return out;
}

let cached: PackSet | null = null;
export function fixturePacks(): PackSet {
  return (cached ??= loadPacks(fixtureSources()));
}

/** A one-pattern pack around a pattern block body, for loader error tests. */
export function onePack(block: string, fm: Partial<Record<string, string>> = {}, heading = "## 7. AI vocabulary"): string {
  const front = { pack: "en-language", language: "en", version: "1.0.0", patterns: "1", ...fm };
  const lines = Object.entries(front)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join("\n")}\n---\n\n${heading}\n\n\`\`\`pattern\n${block}\n\`\`\`\n\nProse.\n`;
}

export const GOOD_BLOCK = `id: en-x-vocab
number: 7
name: AI vocabulary
fix: Use the plain word.
matchers:
  - kind: terms
    terms: [delve]`;
