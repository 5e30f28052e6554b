// The fix engine's cost on bench:load's dense draft (a templated Korean AI paragraph, twelve
// times), in process: readDocument with and without fixes, and fixFindings with a per-document
// FixCache (what attachFixes does) and without one (what fix --jsonl does, one fix a finding).
//   node scripts/run.mjs scripts/bench-fix-dense.ts [--rounds N]
import { readDocument } from "../lib/document/read-document";
import { FixCache, fixFindings } from "../lib/fix/engine";

const at = process.argv.indexOf("--rounds");
const rounds = at > 0 ? Number(process.argv[at + 1]) : 300;

/** bench:load's --dense draft (scripts/bench-load.ts). */
const DENSE_PARAGRAPH = "오늘날 급변하는 시대에 인공지능은 다양한 분야에서 혁신적인 변화를 이끌어내고 있으며, 이를 통해 더욱 효율적이고 체계적인 미래를 만들어 나갈 수 있을 것입니다.";
const DENSE_DRAFT = Array.from({ length: 12 }, () => DENSE_PARAGRAPH).join("\n\n");

/**
 * Medians of each step, timed in turn round after round (so a slow stretch of the machine hits
 * them alike): wall milliseconds, and the process's CPU milliseconds (on a shared machine the
 * wall clock also counts the time other processes held the core).
 */
function medians(steps: (() => void)[]): { wall: number; cpu: number }[] {
  for (let i = 0; i < 60; i++) for (const f of steps) f();
  const wall = steps.map(() => [] as number[]);
  const cpu = steps.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    steps.forEach((f, k) => {
      const c = process.cpuUsage();
      const s = performance.now();
      f();
      wall[k].push(performance.now() - s);
      const d = process.cpuUsage(c);
      cpu[k].push((d.user + d.system) / 1000);
    });
  }
  const mid = (t: number[]) => t.sort((a, b) => a - b)[Math.floor(t.length / 2)];
  return steps.map((_, k) => ({ wall: mid(wall[k]), cpu: mid(cpu[k]) }));
}

const findings = readDocument(DENSE_DRAFT, { lang: "ko", fixes: false }).report.findings;
const [full, bare, cached, once] = medians([
  () => readDocument(DENSE_DRAFT, { lang: "ko" }),
  () => readDocument(DENSE_DRAFT, { lang: "ko", fixes: false }),
  () => fixFindings(DENSE_DRAFT, "ko", findings, { cache: new FixCache() }),
  () => fixFindings(DENSE_DRAFT, "ko", findings, { limit: 1 }),
]);
const ms = (m: { wall: number; cpu: number }) => `${m.wall.toFixed(2)} ms (cpu ${m.cpu.toFixed(2)})`;
console.log(`dense draft (${DENSE_DRAFT.length} chars, ${findings.length} findings), median of ${rounds}: readDocument ${ms(full)}; fixes:false ${ms(bare)}; fixFindings with a FixCache ${ms(cached)}; limit 1 without a cache ${ms(once)}`);
