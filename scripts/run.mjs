// Runs a TypeScript entry point (the CLI, a benchmark) as one esbuild bundle instead of
// through tsx. Under tsx every module is compiled on its own: each call into another module
// goes through a getter on that module's exports and every named closure is renamed with a
// defineProperty call, which together cost the batch scorer about a third of its time.
// The bundle is rebuilt on every run (≈0.2 s), so it can never be stale.
//
//   node scripts/run.mjs scripts/cli.ts score --jsonl
//
// The scripts see process.argv as if they had been run directly: [node, entry, ...args].
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import process from "node:process";
import { setFlagsFromString } from "node:v8";
import { buildSync } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const entry = process.argv[2];
if (!entry || !entry.endsWith(".ts")) {
  process.stderr.write("usage: node scripts/run.mjs <entry.ts> [args…]\n");
  process.exit(2);
}

const result = buildSync({
  entryPoints: [resolve(root, entry)],
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  // Dependencies stay require()s of node_modules; only the project's own code is bundled.
  packages: "external",
  write: false,
  logLevel: "warning",
});
const code = result.outputFiles[0].contents;

// Named by content, written to a temporary name and renamed: concurrent runs never read a
// half-written bundle, and an unchanged build is not written again.
const dir = join(root, "node_modules", ".cache", "patina-run");
const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
const name = basename(entry, ".ts");
const outfile = join(dir, `${name}-${hash}.cjs`);
if (!existsSync(outfile)) {
  mkdirSync(dir, { recursive: true });
  const tmp = `${outfile}.${process.pid}.tmp`;
  writeFileSync(tmp, code);
  renameSync(tmp, outfile);
  // Bundles of earlier versions of this entry: removed once no run that just built one can
  // still be about to load it.
  const stale = Date.now() - 60 * 60 * 1000;
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    if (!f.startsWith(`${name}-`) || path === outfile) continue;
    const age = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (age !== undefined && age < stale) rmSync(path, { force: true });
  }
}

// A document's analysis stays alive while the detector allocates around it, so V8 sees most
// of the engine's objects survive a scavenge and starts allocating them in the old generation
// ("pretenuring"), where each dies only at a full collection. They are in fact short-lived:
// per document. Without pretenuring the batch scorer spends about half as long collecting.
if (process.env.PATINA_PRETENURE !== "1") setFlagsFromString("--no-allocation-site-pretenuring");

process.argv.splice(1, 2, resolve(root, entry));
createRequire(import.meta.url)(outfile);
