// Server/CLI side: the same sources as lib/generated/sources.ts, read from disk at
// run time so custom/patterns/*.md and custom/lexicon/ai-{lang}.md are picked up.
// A custom lexicon file replaces the shipped one of the same name; custom packs add to the shipped ones.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

export interface SourceSet {
  packs: Record<string, string>; // file name (custom ones prefixed "custom/") → markdown
  lexicons: Record<string, string>; // "ai-en.md" → markdown
}

function readDir(dir: string, accept: RegExp): Record<string, string> {
  const files: Record<string, string> = {};
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir).sort()) {
    if (accept.test(name)) files[name] = readFileSync(join(dir, name), "utf8");
  }
  return files;
}

export function readSourcesFromDisk(root: string = process.cwd()): SourceSet {
  const packs = readDir(join(root, "packs"), /^[a-z]{2}-[a-z-]+\.md$/);
  for (const [name, text] of Object.entries(readDir(join(root, "custom/patterns"), /\.md$/))) {
    packs[`custom/${name}`] = text;
  }
  const lexicons = {
    ...readDir(join(root, "lexicon"), /^ai-[a-z]{2}\.md$/),
    ...readDir(join(root, "custom/lexicon"), /^ai-[a-z]{2}\.md$/),
  };
  return { packs, lexicons };
}
