// Bundles the analysis worker (lib/node/analysis/worker.ts and what it imports) into one
// CommonJS file. Next bundles route code into chunks a worker thread cannot load by path, so
// the worker gets its own file, written into the build by next.config.ts
// (compiler.runAfterProductionCompile); the tests bundle it into a temporary folder.
// Self-contained (its one dependency, yaml, for custom packs, is bundled too), so it runs
// wherever it is written. esbuild is a build-time dependency only: it is imported when a
// bundle is made (the build, the tests), never when `next start` loads next.config.ts.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Writes the bundle of `root`'s worker entry to `outfile`; resolves with its path. */
export async function bundleAnalysisWorker(outfile: string, root: string): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [join(root, "lib/node/analysis/worker.ts")],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "warning",
    legalComments: "none",
  });
  mkdirSync(dirname(outfile), { recursive: true });
  const tmp = `${outfile}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, outfile);
  return outfile;
}
