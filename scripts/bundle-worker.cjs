// A worker thread's entry for the CLI's batch commands (scripts/cli/jsonl.ts): the CLI's own
// bundle, named in workerData, loaded with the main thread's V8 code cache. Off the main thread
// the bundle runs no command; it exports the batch tasks (scripts/cli.ts).
"use strict";
const { workerData } = require("piscina");
const { loadWithCodeCache } = require("./load-bundle.cjs");

module.exports = loadWithCodeCache(workerData.bundle, { writeCache: false });
