// "Suggest a fix" for a finding the fix engine has no candidate for: one small model call
// rewrites only the finding's sentence (its neighbours as context, the finding's reason as
// the brief), up to three alternatives come back as structured output, and each goes
// through the same verification as the engine's own fixes (lib/fix/verify): only the ones
// that pass are offered. The model's offsets are never used: an alternative is diffed
// against the sentence to find the range it changes.
import type { SpanFinding } from "../detector/types";
import type { Lang } from "../engine/types";
import { fixDocument } from "../fix/engine";
import { fixLabel } from "../fix/labels";
import { sentenceAround } from "../fix/sentences";
import type { FixCandidate } from "../fix/types";
import { verifyEdits } from "../fix/verify";
import type { PackSet } from "../packs/types";
import type { ChatClient } from "./chat-client";
import { changedCore } from "./chunks";
import { protectedStrings, rejectReplacement } from "./guards";
import { suggestMessages } from "./prompts";
import { SuggestionSchema, validateSuggestion } from "./schemas";

export const MAX_SUGGESTIONS = 3;

export interface SuggestRequest {
  text: string;
  lang: Lang;
  docType: string;
  finding: SpanFinding;
  packs: PackSet;
}

export interface SuggestResult {
  candidates: FixCandidate[];
  /** Alternatives the model gave, and how many verification dropped. */
  offered: number;
  dropped: number;
}

/** The model's reply was not the promised shape twice. */
export class SuggestReplyError extends Error {}

export async function suggestFix(req: SuggestRequest, client: ChatClient, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<SuggestResult> {
  const { text, lang, finding } = req;
  const s = sentenceAround(text, finding.start, finding.end);
  const sentence = text.slice(s.start, s.end);
  const prev = sentenceAround(text, Math.max(0, s.start - 2), Math.max(0, s.start - 1));
  const next = sentenceAround(text, Math.min(text.length, s.end + 1), Math.min(text.length, s.end + 2));
  const messages = suggestMessages({
    lang,
    docType: req.docType,
    sentence,
    before: s.start > 0 ? text.slice(prev.start, Math.min(prev.end, s.start)).trim() : "",
    after: s.end < text.length ? text.slice(Math.max(next.start, s.end), next.end).trim() : "",
    flagged: finding.text_span,
    pattern: req.packs.byId.get(finding.patternId)?.name ?? finding.pattern,
    reason: finding.reason,
    keep: protectedStrings(sentence, lang),
  });
  let alternatives: string[] | null = null;
  for (let attempt = 0; attempt < 2 && alternatives === null; attempt++) {
    const reply = await client.complete({ messages, schemaName: "suggestion", responseSchema: SuggestionSchema, stream: false, signal: options.signal, timeoutMs: options.timeoutMs });
    const v = validateSuggestion(reply.content);
    if (v.ok) alternatives = v.value.alternatives.map((a) => a.sentence);
  }
  if (alternatives === null) throw new SuggestReplyError("The model's reply was not a list of alternatives, twice.");

  const doc = fixDocument(text, lang, req.packs, [finding]);
  const seen = new Set<string>();
  const candidates: FixCandidate[] = [];
  let offered = 0;
  for (const alt of alternatives.slice(0, MAX_SUGGESTIONS)) {
    const trimmed = alt.trim();
    if (!trimmed || seen.has(trimmed)) continue;
    seen.add(trimmed);
    offered++;
    // The sentence as the model returned it keeps the original's surrounding spaces.
    const lead = sentence.match(/^\s*/u)![0];
    const tail = sentence.match(/\s*$/u)![0];
    const rewritten = lead + trimmed + tail;
    if (rewritten === sentence || rejectReplacement(sentence, rewritten, lang)) continue;
    const core = changedCore(sentence, rewritten);
    if (!core) continue;
    const edit = { start: s.start + core.start, end: s.start + core.end, replacement: core.replacement };
    if (!verifyEdits(doc, [finding], [edit]).ok) continue;
    const from = text.slice(edit.start, edit.end);
    candidates.push({ ...edit, kind: "restructure", rule: "llm.suggest", from: from.trim(), to: edit.replacement.trim(), label: fixLabel("restructure", from, edit.replacement) });
  }
  return { candidates, offered, dropped: offered - candidates.length };
}
