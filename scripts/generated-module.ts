// Writes a generated module only when its content changed, or with `--check`
// fails when the committed copy is stale (so CI catches a forgotten `npm run gen`).
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

export function writeOrCheckGenerated(path: string, next: string, argv: readonly string[] = process.argv): void {
  let current = "";
  try {
    current = readFileSync(path, "utf8");
  } catch {
    /* first run */
  }
  if (current === next) return;
  if (argv.includes("--check")) {
    process.stderr.write(`${relative(process.cwd(), path)} is stale: run \`npm run gen\`\n`);
    process.exit(1);
  }
  writeFileSync(path, next);
}
