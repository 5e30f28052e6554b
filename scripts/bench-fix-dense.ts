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

function median(f: () => void): number {
  for (let i = 0; i < 30; i++) f();
  const t: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = performance.now();
    f();
    t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return t[Math.floor(t.length / 2)];
}

const findings = readDocument(DENSE_DRAFT, { lang: "ko", fixes: false }).report.findings;
const full = median(() => readDocument(DENSE_DRAFT, { lang: "ko" }));
const bare = median(() => readDocument(DENSE_DRAFT, { lang: "ko", fixes: false }));
const cached = median(() => fixFindings(DENSE_DRAFT, "ko", findings, { cache: new FixCache() }));
const once = median(() => fixFindings(DENSE_DRAFT, "ko", findings, { limit: 1 }));
console.log(`dense draft (${DENSE_DRAFT.length} chars, ${findings.length} findings), median of ${rounds}: readDocument ${full.toFixed(2)} ms; fixes:false ${bare.toFixed(2)} ms; fixFindings with a FixCache ${cached.toFixed(2)} ms; limit 1 without a cache ${once.toFixed(2)} ms`);
