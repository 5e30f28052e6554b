// Runs a CommonJS bundle like require() would, with V8's code cache kept next to it: the CLI's
// bundle is a few MB (the precompiled packs are in it), and compiling it again on every run
// would cost tens of ms of a call that should answer in a few hundred. scripts/run.mjs loads
// every entry with it; the batch commands' worker threads load the same bundle through it
// (scripts/bundle-worker.cjs), so a worker starts from the cache instead of parsing 2 MB.
"use strict";
const { isAscii } = require("node:buffer");
const { readFileSync, renameSync, writeFileSync } = require("node:fs");
const { createRequire } = require("node:module");
const { dirname } = require("node:path");
const process = require("node:process");
const { setImmediate } = require("node:timers");
const vm = require("node:vm");

/**
 * The bundle's exports. `writeCache`: whether this caller writes the code cache when there is
 * none or V8 rejected it (the main thread does, after the entry has started, so more of its
 * functions are compiled into it; workers only read it).
 */
function loadWithCodeCache(file, { writeCache = true } = {}) {
  const cacheFile = `${file}.v8cache`;
  // Bundles are written ASCII-only (scripts/run.mjs), for which latin1 is the cheapest exact decoding.
  const bytes = readFileSync(file);
  const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapper, { filename: file, cachedData });
  const module = { exports: {}, filename: file, id: file, loaded: false };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  if (writeCache && (cachedData === undefined || script.cachedDataRejected)) {
    // Written by the first run after a rebuild; a rejected cache (another V8) is replaced.
    setImmediate(() => {
      try {
        const tmp = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, cacheFile);
      } catch {
        /* the cache is an optimisation only */
      }
    });
  }
  return module.exports;
}

module.exports = { loadWithCodeCache };
