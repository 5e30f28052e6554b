import { defineConfig } from "@playwright/test";

const port = Number(process.env.PATINA_E2E_PORT ?? 3100);
// The fake OpenAI server the "Fix with AI" specs talk to (loopback only); the app has no server key.
const fakeLlmPort = Number(process.env.PATINA_FAKE_LLM_PORT ?? port + 40);

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  webServer: [
    {
      command: `node scripts/run.mjs scripts/fake-llm.ts --port ${fakeLlmPort}`,
      url: `http://127.0.0.1:${fakeLlmPort}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/next start -p ${port} -H 127.0.0.1`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        OPENAI_API_KEY: "",
        OPENAI_BASE_URL: `http://127.0.0.1:${fakeLlmPort}/v1`,
        PATINA_DATA_DIR: "data/e2e",
        // Small per-call timeouts and backoff, so the LLM-fault specs (e2e/llm-faults.spec.ts) end in seconds.
        LLM_CALL_TIMEOUT_MS: process.env.LLM_CALL_TIMEOUT_MS ?? "4000",
        LLM_BACKOFF_MS: process.env.LLM_BACKOFF_MS ?? "200",
      },
    },
  ],
});
