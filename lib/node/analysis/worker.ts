// The analysis worker thread's entry, bundled by lib/node/analysis/bundle.ts into the build
// (`next build` runs it from next.config.ts). It loads the packs once, reads a probe text so
// the first request does not pay for warming up, then says it is ready.
import { serverPacks } from "../packs";
import { announceReady } from "../pool/worker-ready";
import { analysisTasks } from "./tasks";

const packs = serverPacks();
const tasks = analysisTasks(() => packs.set);
const warm = tasks.probe(null);
for (let i = 0; i < 3; i++) tasks.probe(null);

export const { analyze, report, read, probe } = tasks;

announceReady({ packs: packs.source, patterns: packs.set.byId.size, probeMs: warm.ms });
