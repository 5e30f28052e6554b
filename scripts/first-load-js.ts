// Prints the editor page's first-load JS (gzipped, see e2e/first-load.ts) from a running server:
//   npx tsx scripts/first-load-js.ts [http://127.0.0.1:3100/]
import { chromium } from "@playwright/test";
import { measureFirstLoadJs } from "../e2e/first-load";

const url = process.argv[2] ?? `http://127.0.0.1:${process.env.PATINA_E2E_PORT ?? 3100}/`;
async function main() {
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  const { gzipBytes, scripts } = await measureFirstLoadJs(page, url);
  for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
  console.log(`first-load JS: ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${scripts.length} scripts)`);
} finally {
  await browser.close();
}
}
void main();
