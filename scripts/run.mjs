// Runs a TypeScript entry point (the CLI, a benchmark) as one esbuild bundle instead of
// through tsx. Under tsx every module is compiled on its own: each call into another module
// goes through a getter on that module's exports and every named closure is renamed with a
// defineProperty call, which together cost the batch scorer about a third of its time.
//
// The bundle is cached, keyed by the content of every file that went into it: a run first
// hashes those files (a few ms) and only when one changed loads esbuild and bundles again
// (≈0.2 s). So a stale bundle never runs, and a CLI call does not pay for bundling.
//
//   node scripts/run.mjs scripts/cli.ts score --jsonl
//
// The scripts see process.argv as if they had been run directly: [node, entry, ...args].
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import process from "node:process";
import { setFlagsFromString } from "node:v8";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { loadWithCodeCache } = createRequire(import.meta.url)("./load-bundle.cjs");
const entry = process.argv[2];
if (!entry || !entry.endsWith(".ts")) {
  process.stderr.write("usage: node scripts/run.mjs <entry.ts> [args…]\n");
  process.exit(2);
}

const dir = join(root, "node_modules", ".cache", "patina-run");
const name = basename(entry, ".ts");
const entryPath = resolve(root, entry);
// One manifest per entry path: two entries with the same base name do not share one.
const manifestPath = join(dir, `${name}-${sha1(entryPath).slice(0, 8)}.manifest.json`);

function sha1(data) {
  return createHash("sha1").update(data).digest("hex");
}

/** The cached bundle when every input still has the content it was built from, else null. */
function cachedBundle() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  } catch {
    return null;
  }
  if (manifest.entry !== entryPath || !existsSync(manifest.outfile)) return null;
  for (const [file, recorded] of Object.entries(manifest.inputs)) {
    const path = join(root, file);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return null;
    // Same size and modification time as when hashed: taken as unchanged without reading it
    // (a checkout or an edit moves the time). Otherwise the content decides.
    if (stat.size === recorded.size && stat.mtimeMs === recorded.mtimeMs) continue;
    if (sha1(readFileSync(path)) !== recorded.hash) return null;
  }
  return manifest.outfile;
}

async function bundle() {
  const { buildSync } = await import("esbuild");
  const result = buildSync({
    entryPoints: [entryPath],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    // Dependencies stay require()s of node_modules; only the project's own code is bundled.
    packages: "external",
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  const code = Buffer.from(asciiOnly(result.outputFiles[0].text), "utf8");
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const path = join(root, file);
    const { size, mtimeMs } = statSync(path);
    inputs[file] = { hash: sha1(readFileSync(path)), size, mtimeMs };
  }

  // Named by content, written to a temporary name and renamed: concurrent runs never read a
  // half-written bundle or manifest, and an unchanged build is not written again.
  const outfile = join(dir, `${name}-${sha1(code).slice(0, 16)}.cjs`);
  mkdirSync(dir, { recursive: true });
  const tmp = `.${process.pid}.tmp`;
  if (!existsSync(outfile)) {
    writeFileSync(outfile + tmp, code);
    renameSync(outfile + tmp, outfile);
  }
  writeFileSync(manifestPath + tmp, JSON.stringify({ entry: entryPath, outfile, inputs }));
  renameSync(manifestPath + tmp, manifestPath);
  // Bundles of earlier versions of this entry: removed once no run that just built one can
  // still be about to load it.
  const stale = Date.now() - 60 * 60 * 1000;
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    if (!f.startsWith(`${name}-`) || !f.endsWith(".cjs") || path === outfile) continue;
    const age = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (age !== undefined && age < stale) rmSync(path, { force: true });
  }
  return outfile;
}

/**
 * The bundle with every non-ASCII code unit written as a \uXXXX escape. esbuild escapes strings
 * but leaves regex literals (and comments) as written, and a few hundred CJK punctuation marks
 * in them made the whole 2 MB source a two-byte string: slower to read, decode and check
 * against the code cache. Escaped, it is one byte per character and read as latin1. Each
 * escape means the same character wherever it stands (strings, templates, regexes with or
 * without the u flag, where an escaped surrogate pair is one code point). A non-ASCII unit
 * right after a backslash would change meaning when escaped; the bundle is then kept as is.
 */
function asciiOnly(code) {
  if (/\\[^\0-\x7f]/u.test(code)) return code;
  return code.replace(/[^\0-\x7f]/gu, (c) => c.split("").map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""));
}

const outfile = process.env.PATINA_RUN_REBUNDLE === "1" ? await bundle() : (cachedBundle() ?? (await bundle()));

// A document's analysis stays alive while the detector allocates around it, so V8 sees most
// of the engine's objects survive a scavenge and starts allocating them in the old generation
// ("pretenuring"), where each dies only at a full collection. They are in fact short-lived:
// per document. Without pretenuring the batch scorer spends about half as long collecting.
if (process.env.PATINA_PRETENURE !== "1") setFlagsFromString("--no-allocation-site-pretenuring");
// V8 optimises a function once it has run for an "interrupt budget" of bytecode (67,584 by
// default). The engine's functions then see one language's texts, are optimised for them and
// deoptimised by the next language's (about 90 deopts and 330 optimising compiles over dev ×8,
// ≈3 s of compiler time beside the main thread). With four times the budget they are optimised
// on more varied feedback: about 40 deopts and 210 compiles, and in paired runs of score --jsonl
// on dev ×8 about 6-10% less CPU and wall time. PATINA_TIERING=default keeps V8's budget.
if (process.env.PATINA_TIERING !== "default") setFlagsFromString("--interrupt-budget=264000");

process.argv.splice(1, 2, entryPath);
loadWithCodeCache(outfile);
