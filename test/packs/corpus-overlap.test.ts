// The labelled corpus may be used for evaluation, not redistributed: no pack or
// lexicon file may carry a passage copied from it. A shared run of 40 characters
// (20 in CJK text, which packs more meaning per character) counts as a copy.
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const root = join(__dirname, "../..");
const corpusDir = join(root, "../shared/corpus");
const LATIN_RUN = 40;
const CJK_RUN = 20;

function isCjkHeavy(s: string): boolean {
  let cjk = 0;
  for (const ch of s) if (ch.codePointAt(0)! >= 0x2e80) cjk++;
  return cjk * 2 > s.length;
}

function corpusTexts(): string[] {
  const texts: string[] = [];
  for (const file of ["dev.jsonl", "pairs-dev.jsonl"]) {
    const path = join(corpusDir, file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as Record<string, unknown>;
      for (const key of ["text", "original", "rewrite"]) if (typeof row[key] === "string") texts.push(row[key] as string);
    }
  }
  return texts;
}

function shippedFiles(): [string, string][] {
  const files: [string, string][] = [];
  for (const dir of ["packs", "lexicon"]) {
    for (const name of readdirSync(join(root, dir)).sort()) {
      if (name.endsWith(".md")) files.push([`${dir}/${name}`, readFileSync(join(root, dir, name), "utf8")]);
    }
  }
  return files;
}

test("no pack or lexicon file copies a passage from the labelled corpus", () => {
  const texts = corpusTexts();
  assert.ok(texts.length > 100, `the corpus must be beside the project at ${corpusDir}`);
  const windows = new Map<string, string>();
  for (const [name, body] of shippedFiles()) {
    for (let i = 0; i + CJK_RUN <= body.length; i++) {
      windows.set(body.slice(i, i + CJK_RUN), name);
    }
  }
  const copies: string[] = [];
  for (const text of texts) {
    for (let i = 0; i + CJK_RUN <= text.length; i++) {
      const head = text.slice(i, i + CJK_RUN);
      const file = windows.get(head);
      if (!file) continue;
      const long = text.slice(i, i + LATIN_RUN);
      const copied = isCjkHeavy(head) || (long.length === LATIN_RUN && readFileSync(join(root, file), "utf8").includes(long));
      if (copied) {
        copies.push(`${file}: ${JSON.stringify(text.slice(i, i + LATIN_RUN))}`);
        break;
      }
    }
  }
  assert.deepEqual(copies, [], `passages copied from the corpus:\n${copies.join("\n")}`);
});
