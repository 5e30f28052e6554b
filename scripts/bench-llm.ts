// bench:llm: prompt tokens per stage of the pipeline on fixed drafts, run against the
// local fake OpenAI server (its usage = lib/llm/tokens' estimate of what was sent).
// Compared, with the same estimate, against a prompt carrying all 46 pattern
// descriptions of the language. Goal: a standard 2,000-char Korean draft's total
// prompt is under a third of that.
//
//   npm run bench:llm
import { readFileSync } from "node:fs";
import type { Lang } from "../lib/engine/types";
import type { PipelineStage } from "../lib/llm/events";
import { runPipeline } from "../lib/llm/pipeline";
import { dataMessage, patternCatalog } from "../lib/llm/prompts";
import { estimateTokens } from "../lib/llm/tokens";
import { createChatClient } from "../lib/node/llm-client";
import { defaultPackSet } from "../lib/packs";
import { startFakeLlm } from "./fake-llm";

const DRAFT_CHARS = 2_000;

/** A fixed draft: the corpus's AI-labelled texts of one language, in file order, joined and cut at a sentence end near 2,000 characters. */
function draft(lang: Lang): string {
  const texts = readFileSync("../shared/corpus/dev.jsonl", "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { lang: string; label: string; text: string })
    .filter((d) => d.lang === lang && d.label === "ai")
    .map((d) => d.text.trim());
  let out = "";
  for (const t of texts) {
    out += (out ? "\n\n" : "") + t;
    if (out.length >= DRAFT_CHARS) break;
  }
  const cut = Math.max(...["다.", ". ", "。", "！", "？"].map((p) => out.lastIndexOf(p, DRAFT_CHARS - 1)));
  return out.slice(0, cut + 1).trim();
}

async function main() {
  const fake = await startFakeLlm();
  const packs = defaultPackSet();
  const rows: string[] = [];
  try {
    for (const lang of ["ko", "en", "zh", "ja"] as Lang[]) {
      const text = draft(lang);
      const perStage: Partial<Record<PipelineStage, { calls: number; prompt: number }>> = {};
      const client = createChatClient({ mode: "llm", apiKey: "bench", model: "fake:good", baseURL: fake.url, keySource: "env" });
      let route = "";
      let total = { prompt_tokens: 0, completion_tokens: 0 };
      let rounds = 0;
      for await (const e of runPipeline(text, {
        lang,
        packs,
        onUsage: (stage, usage) => {
          const s = (perStage[stage] ??= { calls: 0, prompt: 0 });
          s.calls++;
          s.prompt += usage.prompt_tokens;
        },
      }, client)) {
        if (e.type === "detection_meta") route = e.route;
        if (e.type === "final") {
          total = e.usage;
          rounds = e.rounds;
        }
        if (e.type === "error") throw new Error(`${lang}: ${e.message}`);
      }
      // The reference: one prompt with every pattern description of the language, plus the draft.
      const all = packs.byLang[lang].patterns;
      const fullCatalogPrompt = estimateTokens(patternCatalog(all)) + estimateTokens(dataMessage({ task: "diagnosis", lang, text }).content);
      const stages = Object.entries(perStage).map(([s, v]) => `${s} ${v.prompt} (${v.calls} call${v.calls === 1 ? "" : "s"})`).join(", ");
      const ratio = total.prompt_tokens / fullCatalogPrompt;
      rows.push(
        `${lang}: ${text.length} chars, route ${route}, ${rounds} round(s); prompt tokens: ${stages}; total ${total.prompt_tokens} prompt + ${total.completion_tokens} completion`,
        `    vs one prompt with all ${all.length} pattern descriptions + the draft: ${fullCatalogPrompt} → ${(ratio * 100).toFixed(1)}%${lang === "ko" ? ` (goal < 33.3%: ${ratio < 1 / 3 ? "met" : "NOT met"})` : ""}`,
      );
    }
  } finally {
    await fake.close();
  }
  process.stdout.write(rows.join("\n") + "\n");
}

main().catch((err: unknown) => {
  process.stderr.write(`bench:llm: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
