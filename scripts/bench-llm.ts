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
import type { ChatClient } from "../lib/llm/chat-client";
import { runPipeline } from "../lib/llm/pipeline";
import { dataMessage, fullPatternDescription } from "../lib/llm/prompts";
import { estimateTokens } from "../lib/llm/tokens";
import { createChatClient } from "../lib/node/llm-client";
import { defaultPackSet } from "../lib/packs";
import { startFakeLlm } from "./fake-llm";

const DRAFT_CHARS = 2_000;

/**
 * A fixed draft of about 2,000 characters: the corpus's texts of one language in file
 * order, AI-written and human-written alternating (a draft with some tells, the
 * standard route's case), joined and cut at a sentence end.
 */
function draft(lang: Lang): string {
  const docs = readFileSync("../shared/corpus/dev.jsonl", "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { lang: string; label: string; text: string })
    .filter((d) => d.lang === lang);
  const ai = docs.filter((d) => d.label === "ai").map((d) => d.text.trim());
  const human = docs.filter((d) => d.label === "human").map((d) => d.text.trim());
  const texts = ai.flatMap((t, i) => (human[i] ? [t, human[i]] : [t]));
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
      const inner = createChatClient({ mode: "llm", apiKey: "bench", model: "fake:good", baseURL: fake.url, keySource: "env" });
      // The naive reference: the same calls, each carrying all the language's pattern descriptions instead of the relevant ones.
      const fullCatalog = packs.byLang[lang].patterns.map(fullPatternDescription).join("\n");
      let naive = 0;
      const client: ChatClient = {
        model: inner.model,
        complete: (req) => {
          for (const m of req.messages) {
            // System prompts: our relevant pattern lines replaced by every description of the language.
            const withoutOwn = m.role === "system" ? m.content.split("\n").filter((l) => !l.startsWith(`- ${lang}-`)).join("\n") + "\n" + fullCatalog : m.content;
            naive += estimateTokens(withoutOwn) + 4;
          }
          return inner.complete(req);
        },
      };
      let roundOne = 0;
      let route = "";
      let total = { prompt_tokens: 0, completion_tokens: 0 };
      let rounds = 0;
      let sawReview = false;
      for await (const e of runPipeline(text, {
        lang,
        packs,
        onUsage: (stage, usage) => {
          const s = (perStage[stage] ??= { calls: 0, prompt: 0 });
          if (!sawReview) roundOne += usage.prompt_tokens;
          s.calls++;
          s.prompt += usage.prompt_tokens;
        },
      }, client)) {
        if (e.type === "detection_meta") route = e.route;
        if (e.type === "review_verdict") sawReview = true;
        if (e.type === "final") {
          total = e.usage;
          rounds = e.rounds;
        }
        if (e.type === "error") throw new Error(`${lang}: ${e.message}`);
      }
      // The reference: one prompt with every pattern description of the language, plus the draft.
      const all = packs.byLang[lang].patterns;
      const fullCatalogPrompt = estimateTokens(all.map(fullPatternDescription).join("\n")) + estimateTokens(dataMessage({ task: "diagnosis", lang, text }).content);
      const stages = Object.entries(perStage).map(([s, v]) => `${s} ${v.prompt} (${v.calls} call${v.calls === 1 ? "" : "s"})`).join(", ");
      const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
      rows.push(
        `${lang}: ${text.length} chars, route ${route}, ${rounds} round(s); prompt tokens: ${stages}; total ${total.prompt_tokens} prompt + ${total.completion_tokens} completion (round 1 alone: ${roundOne})`,
        `    vs the same calls each carrying all ${all.length} pattern descriptions: ${naive} → ${pct(total.prompt_tokens / naive)}${lang === "ko" ? ` (goal < 33.3%: ${total.prompt_tokens / naive < 1 / 3 ? "met" : "NOT met"})` : ""}`,
        `    vs ONE prompt with all ${all.length} descriptions + the draft: ${fullCatalogPrompt} → ${pct(total.prompt_tokens / fullCatalogPrompt)} (round 1 alone ${pct(roundOne / fullCatalogPrompt)})`,
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
