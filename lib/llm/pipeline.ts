// The "Fix it for me" pipeline as one async generator: text, options, an injected chat
// client (null = deterministic mode) and an abort signal in; the /api/humanize events
// out, in contract order, ending with exactly one `final` or `error`.
import type { Finding, SpanFinding } from "../detector/types";
import { readDocument, type DocumentReader, type DocumentReading } from "../document/read-document";
import { EmptyTextError, UnsupportedLanguageError } from "../engine/errors";
import { renderSuspectZones } from "../engine/suspect-zones";
import type { Lang, TextRange } from "../engine/types";
import { checkMeaning, type MeaningCheck } from "../meaning/check";
import { splitSentences } from "../meaning/sentences";
import { defaultPackSet } from "../packs";
import type { PackSet, PatternDef } from "../packs/types";
import type { Floors } from "../scoring";
import { addUsage, LlmError, type ChatClient, type ChatMessage, type TokenUsage } from "./chat-client";
import { applyChunks, changedRegions, editDistance, toOriginalOffset } from "./chunks";
import type {
  AnchorReport,
  AuditVerdictEvent,
  DetectionFindingEvent,
  PipelineEvent,
  PipelineMode,
  PipelineRoute,
  PipelineStage,
  ReviewVerdictEvent,
  RewriteChunk,
} from "./events";
import { judgeDeterministically } from "./fidelity-judge";
import { buildAudit, claimAnchors, scoreSetOf, scoresAfterRewrite } from "./audit";
import { protectedStrings, rejectReplacement } from "./guards";
import { diagnosisMessages, fidelityMessages, rewriteMessages, unitInput, type RewriteUnitInput } from "./prompts";
import { locateQuote } from "./reanchor";
import { registerShift, reviewRewrite } from "./review";
import { validateDiagnosis, validateFidelity, validateRewrite, type Validated } from "./schemas";

export interface PipelineOptions {
  lang?: Lang | "auto";
  docType?: string;
  packs?: PackSet;
  /** Review rounds at most (seed 002: 3). */
  maxRounds?: number;
  /** Parallel rewrite calls on the heavy route. */
  concurrency?: number;
  /** The whole request, and each model call. */
  requestTimeoutMs?: number;
  callTimeoutMs?: number;
  floors?: Floors;
  /** Over this many characters the heavy route is taken. */
  heavyChars?: number;
  /** Told the prompt tokens of every call, by stage (bench:llm reads this). */
  onUsage?: (stage: PipelineStage, usage: TokenUsage) => void;
  /** Reads the text and the rewrite (the server's analysis threads); readDocument by default. */
  read?: DocumentReader;
}

export const DEFAULTS = { maxRounds: 3, concurrency: 3, requestTimeoutMs: 180_000, callTimeoutMs: 60_000, heavyChars: 15_000 };
/** Units and characters per rewrite call on the heavy route. */
const UNITS_PER_CALL = 24;
const CHARS_PER_CALL = 2_500;
/** Retries of the spans whose anchors failed, before their original text is restored (issue 8: at most twice). */
const ANCHOR_RETRIES = 2;

interface Unit extends TextRange {
  id: string;
  text: string;
  findingIds: string[];
  fixes: { quote: string; pattern: string; hint: string; replacement?: string }[];
  paragraph: number;
}

export function planRoute(reading: DocumentReading, text: string, heavyChars: number): { route: PipelineRoute; reason: string } {
  const targets = rewritable(reading.report.findings);
  if (targets.length === 0) return { route: "none", reason: "no findings to fix" };
  if (text.length > heavyChars) return { route: "heavy", reason: `over ${heavyChars.toLocaleString("en")} characters` };
  const per1000 = (targets.length / Math.max(1, text.length)) * 1000;
  // Dense: more than one tell per ~40 characters (Korean and Japanese pack many into a sentence).
  if (targets.length > 40 || (per1000 > 25 && targets.length > 15)) return { route: "heavy", reason: "dense tells" };
  if (targets.length <= 3) return { route: "light", reason: `${targets.length} tell${targets.length === 1 ? "" : "s"} to fix` };
  return { route: "standard", reason: `${targets.length} tells to fix` };
}

const isSpan = (f: Finding): f is SpanFinding => f.scope === "span";

/** Findings a rewrite may touch: span-scoped, not score-only (viral hooks are scored, never rewritten). */
const rewritable = (findings: readonly Finding[]) => findings.filter(isSpan).filter((f) => !f.scoreOnly && f.end > f.start);

function findingEvent(f: Finding, source: "rule" | "llm"): DetectionFindingEvent {
  return {
    type: "detection_finding",
    id: f.id,
    start: f.start,
    end: f.end,
    ...(f.scope === "span" ? { text_span: f.text_span } : { excerpt: f.excerpt }),
    pattern: f.pattern,
    category: f.category,
    severity: f.severity,
    scope: f.scope,
    reason: f.reason,
    suggested_fix: f.suggested_fix,
    ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
    source,
  };
}

/** Sentence ranges of the text (the engine's, or a plain split when it skipped the text). */
function sentenceRanges(reading: DocumentReading, text: string): (TextRange & { paragraph: number })[] {
  const fromEngine = reading.analysis.paragraphs.flatMap((p) => p.sentences.map((s) => ({ start: s.start, end: s.end, paragraph: p.index })));
  if (fromEngine.length > 0) return fromEngine;
  return splitSentences(text).map((s) => ({ start: s.start, end: s.end, paragraph: 1 }));
}

/** One unit per sentence holding findings (sentences a finding spans are merged). */
function buildUnits(text: string, findings: readonly SpanFinding[], sentences: (TextRange & { paragraph: number })[]): Unit[] {
  const ranges: { start: number; end: number; paragraph: number; findings: SpanFinding[] }[] = [];
  for (const f of findings) {
    const hit = sentences.filter((s) => s.start < f.end && f.start < s.end);
    const start = Math.min(f.start, ...hit.map((s) => s.start));
    const end = Math.max(f.end, ...hit.map((s) => s.end));
    ranges.push({ start, end, paragraph: hit[0]?.paragraph ?? 1, findings: [f] });
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: typeof ranges = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start < last.end) {
      last.end = Math.max(last.end, r.end);
      last.findings.push(...r.findings);
    } else merged.push({ ...r, findings: [...r.findings] });
  }
  return merged.map((r, i) => ({
    id: `u${i + 1}`,
    start: r.start,
    end: r.end,
    text: text.slice(r.start, r.end),
    paragraph: r.paragraph,
    findingIds: r.findings.map((f) => f.id),
    fixes: r.findings.map((f) => ({
      quote: f.text_span,
      pattern: f.pattern,
      hint: f.suggested_fix,
      ...(f.replacement !== undefined ? { replacement: f.replacement } : {}),
    })),
  }));
}

/** The unit with each concrete detector replacement applied (deterministic fixes), or null. */
function deterministicReplacement(unit: Unit, findings: Map<string, SpanFinding>): string | null {
  const fixes = unit.findingIds
    .map((id) => findings.get(id)!)
    .filter((f) => f.replacement !== undefined)
    .sort((a, b) => a.start - b.start);
  if (fixes.length === 0) return null;
  let out = "";
  let at = unit.start;
  for (const f of fixes) {
    if (f.start < at) continue;
    out += unit.text.slice(at - unit.start, f.start - unit.start) + f.replacement;
    at = f.end;
  }
  out += unit.text.slice(at - unit.start);
  return out === unit.text ? null : out;
}

class Abort extends Error {}

export async function* runPipeline(text: string, options: PipelineOptions, client: ChatClient | null, signal?: AbortSignal): AsyncGenerator<PipelineEvent> {
  const started = Date.now();
  const cfg = { ...DEFAULTS, ...stripUndefined(options) };
  const mode: PipelineMode = client ? "llm" : "deterministic";
  const deadline = AbortSignal.timeout(cfg.requestTimeoutMs);
  const sig = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const packs = options.packs ?? defaultPackSet();
  const read = options.read ?? readDocument;
  let usage: TokenUsage = { prompt_tokens: 0, completion_tokens: 0 };
  const warnings: PipelineEvent[] = [];
  const warn = (code: string, message: string) => warnings.push({ type: "warning", code, message });
  function* flush(): Generator<PipelineEvent> {
    while (warnings.length) yield warnings.shift()!;
  }
  const checkAbort = () => {
    if (sig.aborted) throw new Abort();
  };

  let reading: DocumentReading;
  try {
    reading = await read(text, { lang: options.lang ?? "auto", docType: options.docType ?? "default", packs });
  } catch (err) {
    if (err instanceof EmptyTextError) yield { type: "error", code: "empty-text", message: err.message, retryable: false };
    else if (err instanceof Error && "retryAfterSeconds" in err) yield { type: "error", code: "busy", message: err.message, retryable: true };
    else if (err instanceof UnsupportedLanguageError) yield { type: "error", code: "unsupported-language", message: err.message, retryable: false };
    else yield { type: "error", code: "internal", message: "The text could not be analysed.", retryable: false };
    return;
  }
  const lang = reading.lang;
  const docType = reading.docType;
  const { route, reason } = planRoute(reading, text, cfg.heavyChars);
  const scoresBefore = scoreSetOf(reading);
  yield {
    type: "detection_meta",
    lang,
    docType,
    mode,
    route,
    routeReason: reason,
    scoresBefore,
    findingCount: reading.report.findings.length,
    model: client?.model ?? null,
  };
  for (const f of reading.report.findings) yield findingEvent(f, "rule");

  if (route === "none") {
    yield {
      type: "final",
      rewrite: text,
      chunks: [],
      scoresBefore,
      scoresAfter: scoresBefore,
      rounds: 0,
      usage,
      mode,
      elapsed_ms: Date.now() - started,
      summary: "already reads as human-written: nothing to fix",
    };
    return;
  }

  const patternDefs = (findings: readonly Finding[]): PatternDef[] => {
    const seen = new Map<string, PatternDef>();
    for (const f of findings) {
      const def = packs.byId.get(f.patternId);
      if (def && !seen.has(def.id)) seen.set(def.id, def);
    }
    return [...seen.values()];
  };

  async function callJson<T>(stage: PipelineStage, messages: ChatMessage[], schemaName: string, validate: (c: string) => Validated<T>, stream: boolean): Promise<T | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      checkAbort();
      const reply = await client!.complete({ messages, schemaName, stream, signal: sig, timeoutMs: cfg.callTimeoutMs });
      usage = addUsage(usage, reply.usage);
      options.onUsage?.(stage, reply.usage);
      const v = validate(reply.content);
      if (v.ok) return v.value;
    }
    return null;
  }

  try {
    // Span findings by id (units hold only these): a document-scope finding covers whole paragraphs, not words to confirm or rewrite.
    const allFindings = new Map(reading.report.findings.filter(isSpan).map((f) => [f.id, f]));
    let targets = rewritable(reading.report.findings);

    // 2. Diagnosis: the model confirms and extends (standard and heavy routes).
    if (client && (route === "standard" || route === "heavy")) {
      yield { type: "rewrite_progress", stage: "diagnosis", done: 0, total: 1 };
      const zones = renderSuspectZones(reading.analysis);
      const hot = new Set(reading.analysis.paragraphs.filter((p) => p.hot).map((p) => p.index));
      const zoneUnits = buildUnits(text, targets, sentenceRanges(reading, text));
      const reply = await callJson(
        "diagnosis",
        diagnosisMessages({
          lang,
          docType,
          zones: zoneUnits.map((u) => ({ id: u.id, text: u.text, suspect: hot.has(u.paragraph) })),
          findings: targets,
          patterns: patternDefs(targets),
          suspectZones: zones?.metaBlock ?? null,
        }),
        "diagnosis",
        validateDiagnosis,
        false,
      );
      /** A quote is looked for in the zones the model was shown, never in text it did not see. */
      const locateInZones = (quote: string): TextRange | null => {
        for (const z of zoneUnits) {
          const at = locateQuote(z.text, quote);
          if (at) return { start: z.start + at.start, end: z.start + at.end };
        }
        return null;
      };
      if (!reply) warn("diagnosis-degraded", "LLM reply was not valid JSON twice; kept the rule findings only.");
      else {
        let dropped = 0;
        let n = 0;
        const known = [...allFindings.values()];
        for (const lf of reply.findings) {
          const at = locateInZones(lf.quote);
          if (!at) {
            dropped++;
            continue;
          }
          if (known.some((f) => f.start < at.end && at.start < f.end)) continue; // a confirmation of a rule finding
          const [pack, number = ""] = lf.pattern.split("#");
          const f: SpanFinding = {
            id: `L${String(++n).padStart(3, "0")}`,
            pattern: lf.pattern,
            patternNumber: number,
            patternId: pack ?? lf.pattern,
            category: pack?.split("-").slice(1).join("-") || "content",
            category_label: "",
            severity: lf.severity,
            scope: "span",
            start: at.start,
            end: at.end,
            text_span: text.slice(at.start, at.end),
            reason: lf.reason,
            suggested_fix: lf.suggested_fix,
          };
          if (f.category === "viral-hook") continue;
          known.push(f);
          allFindings.set(f.id, f);
          targets.push(f);
          yield findingEvent(f, "llm");
        }
        if (dropped > 0) warn("unlocated-findings", `${dropped} LLM finding${dropped === 1 ? "" : "s"} quoted text that is not in the draft; dropped.`);
      }
      yield { type: "rewrite_progress", stage: "diagnosis", done: 1, total: 1 };
      yield* flush();
    }
    targets = targets.sort((a, b) => a.start - b.start);

    const sentences = sentenceRanges(reading, text);
    let units = buildUnits(text, targets, sentences);
    const replacements = new Map<string, string>();
    const patternsFor = (us: Unit[]) => patternDefs(us.flatMap((u) => u.findingIds.map((id) => allFindings.get(id)!)));

    /** Rewrites the given units with the model; falls back to the detector's fixes per batch. */
    async function rewriteUnits(batch: Unit[], problems: Map<string, string> = new Map()): Promise<void> {
      const inputs: RewriteUnitInput[] = batch.map((u) =>
        // How to fix each pattern is in the catalog once; later rounds send only what is left to fix.
        unitInput(u.id, u.text, roundFixes.get(u.id) ?? u.fixes, protectedStrings(u.text, lang), problems.get(u.id)),
      );
      const reply = await callJson("rewrite", rewriteMessages(lang, docType, inputs, patternsFor(batch)), "rewrite", validateRewrite, true);
      if (!reply) {
        const paragraphs = [...new Set(batch.map((u) => u.paragraph))].join(", ");
        warn("rewrite-degraded", `LLM reply was not valid JSON twice; used the deterministic fixes for paragraph ${paragraphs}.`);
        for (const u of batch) {
          const d = deterministicReplacement(u, allFindings);
          if (d !== null && !rejectReplacement(u.text, d, lang)) replacements.set(u.id, d);
        }
        return;
      }
      const byId = new Map(batch.map((u) => [u.id, u]));
      let outside = 0;
      for (const r of reply.units) {
        const u = byId.get(r.id);
        if (!u) {
          outside++;
          continue;
        }
        if (r.text === u.text) continue;
        const why = rejectReplacement(u.text, r.text, lang);
        if (why) {
          warn("rewrite-rejected", `Kept the original of "${clip(u.text)}": ${why}.`);
          replacements.delete(u.id);
          continue;
        }
        replacements.set(u.id, r.text);
      }
      if (outside > 0) warn("rewrite-outside-findings", `${outside} rewritten passage${outside === 1 ? " was" : "s were"} outside the finding ranges; dropped.`);
    }

    /** Deterministic mode, step 3: the detector's concrete replacements. */
    function deterministicRewrite(batch: Unit[]) {
      for (const u of batch) {
        const d = deterministicReplacement(u, allFindings);
        if (d === null) continue;
        const why = rejectReplacement(u.text, d, lang);
        if (why) warn("rewrite-rejected", `Kept the original of "${clip(u.text)}": ${why}.`);
        else replacements.set(u.id, d);
      }
    }

    async function rewriteInBatches(batch: Unit[], problems?: Map<string, string>): Promise<PipelineEvent[]> {
      const progress: PipelineEvent[] = [];
      const groups: Unit[][] = [];
      if (route === "heavy") {
        // Consecutive units up to a size per call: each call repeats the instructions, so fewer is cheaper.
        let size = 0;
        for (const u of batch) {
          const last = groups[groups.length - 1];
          if (last && last.length < UNITS_PER_CALL && size + u.text.length <= CHARS_PER_CALL) {
            last.push(u);
            size += u.text.length;
          } else {
            groups.push([u]);
            size = u.text.length;
          }
        }
      } else groups.push(batch);
      let done = 0;
      for (let i = 0; i < groups.length; i += cfg.concurrency) {
        const wave = groups.slice(i, i + cfg.concurrency);
        await Promise.all(wave.map((g) => rewriteUnits(g, problems)));
        done += wave.length;
        progress.push({ type: "rewrite_progress", stage: "rewrite", done, total: groups.length });
      }
      return progress;
    }

    // Chunk bookkeeping: a unit's chunk keeps its id until its replacement changes.
    // Chunk bookkeeping: a chunk keeps its id while its range and text stay the same.
    const emitted = new Map<string, Map<string, string>>(); // unit → (range+text → chunk id)
    let chunkCounter = 0;
    const chunkKey = (c: Pick<RewriteChunk, "start" | "end" | "replacement">) => `${c.start}:${c.end}:${c.replacement}`;
    const currentChunks = (): (RewriteChunk & { unit: string })[] => {
      const out: (RewriteChunk & { unit: string })[] = [];
      for (const u of units) {
        const repl = replacements.get(u.id);
        if (repl === undefined) continue;
        const reason = u.fixes.map((f) => f.hint).filter(Boolean)[0] ?? "rewrite of a flagged sentence";
        for (const r of changedRegions(u.text, repl)) {
          const start = u.start + r.start;
          const end = u.start + r.end;
          const near = u.findingIds.filter((id) => {
            const f = allFindings.get(id)!;
            return f.start < Math.max(end, start + 1) && start < f.end;
          });
          const chunk = { start, end, replacement: r.replacement };
          out.push({
            id: emitted.get(u.id)?.get(chunkKey(chunk)) ?? "",
            unit: u.id,
            ...chunk,
            original: text.slice(start, end),
            finding_ids: near.length > 0 ? near : u.findingIds,
            reason: near.length > 0 ? (u.fixes.find((f) => f.quote === allFindings.get(near[0])!.text_span)?.hint || reason) : reason,
          });
        }
      }
      return out;
    };

    let rounds = 0;
    let audit: AuditVerdictEvent = null as unknown as AuditVerdictEvent; // set by round 1's verification
    let review: ReviewVerdictEvent | null = null;
    let afterReading: DocumentReading = reading;
    let finalChunks: RewriteChunk[] = [];
    let roundUnits = units;
    let rolledBack = 0;
    let nextProblems = new Map<string, string>();
    /** Per unit, the fixes of the current round when they are not the unit's first-round ones. */
    const roundFixes = new Map<string, Unit["fixes"]>();

    for (let round = 1; round <= cfg.maxRounds; round++) {
      rounds = round;
      checkAbort();
      const beforeRound = new Map(replacements);
      // 3. Rewrite.
      if (client) {
        yield { type: "rewrite_progress", stage: "rewrite", done: 0, total: 1 };
        for (const e of await rewriteInBatches(roundUnits, nextProblems)) yield e;
      } else {
        deterministicRewrite(roundUnits);
        yield { type: "rewrite_progress", stage: "rewrite", done: 1, total: 1 };
      }
      yield* flush();

      // 4. Verify: failing anchors retry their spans (model mode), then restore.
      yield { type: "rewrite_progress", stage: "verification", done: 0, total: 1 };
      const restored = new Map<string, AnchorReport>();
      let chunks: (RewriteChunk & { unit: string })[] = [];
      let rewrite = text;
      let auditRetries = 0;
      let restoredForAudit = false;
      // A failing floor or claim anchor (the model's audit) retries the affected spans twice,
      // then restores their original text and audits once more.
      for (;;) {
        // Chunks, rewrite and meaning are recomputed together whenever the replacements change.
        chunks = currentChunks();
        rewrite = applyChunks(text, chunks);
        let meaning: MeaningCheck = checkMeaning(text, rewrite, lang);
        // An anchor concerns a unit when its original range lies in it, or its rewrite range lies in the
        // unit's replacement (a number the original never had points only at the rewrite).
        const touches = (u: Unit, a: AnchorReport) => {
          if (a.start < u.end && u.start < a.end) return true;
          if (a.rewrite_start === undefined || a.rewrite_end === undefined || a.rewrite_end <= a.rewrite_start) return false;
          const at = toOriginalOffset(chunks, a.rewrite_start);
          return u.start <= at && at < u.end;
        };
        for (let attempt = 0; ; attempt++) {
          const failing = meaning.anchors.filter((a) => a.verdict !== "PASS");
          const affected = units.filter((u) => replacements.has(u.id) && failing.some((a) => touches(u, a)));
          if (affected.length === 0) break;
          if (client && attempt < ANCHOR_RETRIES) {
            const problems = new Map(affected.map((u) => [u.id, failing.filter((a) => touches(u, a)).map((a) => `${a.reason || a.type} — keep the meaning of "${a.text.slice(0, 160)}"`).join("; ")]));
            await rewriteInBatches(affected, problems);
            yield* flush();
          } else {
            // Seed 000 §15: a HARD FAIL restores the original text; a SOFT FAIL that survived its
            // retries stays, flagged on its chunk, for the reviewer to accept or reject.
            const broken = affected.filter((u) => failing.some((a) => a.verdict === "HARD FAIL" && touches(u, a)));
            if (broken.length === 0) break;
            for (const u of broken) {
              replacements.delete(u.id);
              for (const a of failing) if (touches(u, a)) restored.set(`${a.type}:${a.start}`, { ...a, reason: `${a.reason || a.type}; original text restored` });
            }
            warn("meaning-restored", `Restored the original text of ${broken.length} passage${broken.length === 1 ? "" : "s"} whose meaning anchors did not survive.`);
          }
          chunks = currentChunks();
          rewrite = applyChunks(text, chunks);
          meaning = checkMeaning(text, rewrite, lang);
        }
        // What still fails (SOFT FAILs only, by now) is named on the chunk it lies in.
        for (const c of chunks) {
          const about = meaning.anchors.filter((a) => a.verdict !== "PASS" && a.start < Math.max(c.end, c.start + 1) && c.start < a.end);
          if (about.length > 0) c.meaning_flag = about.map((a) => a.reason).join("; ");
        }
        const anchors: AnchorReport[] = meaning.anchors.map((a) => restored.get(`${a.type}:${a.start}`) ?? a);
        for (const r of restored.values()) if (!anchors.some((a) => a.type === r.type && a.start === r.start)) anchors.push(r);

        // Fidelity: the model judges three criteria and adds claim anchors; length is code.
        const shift = registerShift(lang, text, rewrite) !== null;
        let judged = judgeDeterministically(text, rewrite, lang, meaning, shift);
        let judgedBy: PipelineMode = "deterministic";
        const pairs = units.filter((u) => replacements.has(u.id)).map((u) => ({ original: u.text, rewrite: replacements.get(u.id)! }));
        if (client && pairs.length > 0) {
          const f = await callJson("verification", fidelityMessages(lang, pairs), "fidelity", validateFidelity, false);
          if (!f) warn("fidelity-degraded", "LLM fidelity reply was not valid JSON twice; judged claims, fabrication and register deterministically.");
          else {
            judged = { claims: f.claims, fabrication: f.fabrication, register: f.register };
            judgedBy = "llm";
            const claims = claimAnchors(text, f);
            anchors.push(...claims.anchors);
            if (claims.unlocated > 0) warn("unlocated-claims", `${claims.unlocated} claim anchor${claims.unlocated === 1 ? "" : "s"} quoted text not in the original; dropped.`);
          }
        }
        audit = buildAudit({ round, original: text, rewrite, lang, anchors, judged, judgedBy, ...(cfg.floors ? { floors: cfg.floors } : {}) });
        // The model's failing claim anchors are remediated like the code's (seed §15), and a failing floor too.
        const failingClaims = anchors.filter((a) => a.source === "llm" && a.verdict !== "PASS");
        if ((audit.floors.pass && failingClaims.length === 0) || judgedBy !== "llm" || restoredForAudit) break;
        const changed = units.filter((u) => replacements.has(u.id));
        let affected = changed.filter((u) => failingClaims.some((a) => a.start < u.end && u.start < a.end));
        if (affected.length === 0 && !audit.floors.fidelity.pass) affected = changed;
        if (affected.length === 0) break;
        if (auditRetries < ANCHOR_RETRIES) {
          auditRetries++;
          const note = `the meaning audit failed (${audit.floors.messages.join("; ") || "claims weakened"}): keep every claim`;
          await rewriteInBatches(affected, new Map(affected.map((u) => [u.id, note])));
          yield* flush();
          continue;
        }
        for (const u of affected) replacements.delete(u.id);
        warn("meaning-restored", `The meaning audit still failed after ${ANCHOR_RETRIES} retries; restored the original text of ${affected.length} passage${affected.length === 1 ? "" : "s"}.`);
        restoredForAudit = true;
      }
      yield { type: "rewrite_progress", stage: "verification", done: 1, total: 1 };

      // Stream this round's chunks: new ones get ids and name the earlier chunks of their sentence they replace.
      const byUnit = new Map<string, (RewriteChunk & { unit: string })[]>();
      for (const c of chunks) byUnit.set(c.unit, [...(byUnit.get(c.unit) ?? []), c]);
      for (const [unit, prev] of emitted) {
        if (byUnit.has(unit)) continue;
        warn("chunk-withdrawn", `Chunk${prev.size === 1 ? "" : "s"} ${[...prev.values()].join(", ")} ${prev.size === 1 ? "was" : "were"} withdrawn in round ${round}: the original text is kept.`);
        emitted.delete(unit);
      }
      yield* flush();
      for (const c of chunks) {
        if (c.id) continue;
        const kept = new Set(byUnit.get(c.unit)!.map((x) => x.id).filter(Boolean));
        const replaced = [...(emitted.get(c.unit)?.values() ?? [])].filter((id) => !kept.has(id));
        c.id = `c${String(++chunkCounter).padStart(3, "0")}`;
        if (replaced.length > 0) c.supersedes = replaced;
        const { unit: _u, ...chunk } = c;
        yield { type: "rewrite_chunk", ...chunk };
      }
      for (const [unit, list] of byUnit) emitted.set(unit, new Map(list.map((c) => [chunkKey(c), c.id])));
      finalChunks = chunks.map(({ unit: _u, supersedes: _s, ...c }) => c);

      yield audit;

      // 5. Review.
      yield { type: "rewrite_progress", stage: "review", done: 0, total: 1 };
      afterReading = await read(rewrite, { lang, docType, packs });
      // No model, or a round that changed nothing: nothing further can be tried, so this round is the last.
      const changed = replacements.size !== beforeRound.size || [...replacements].some(([k, v]) => beforeRound.get(k) !== v);
      const stuck = (round > 1 && !changed) || (!client && round >= 1 && rolledBack === 0);
      review = reviewRewrite({ lang, original: text, rewrite, chunks: finalChunks, before: reading.report, after: afterReading.report, round, maxRounds: stuck ? round : cfg.maxRounds });
      yield { type: "rewrite_progress", stage: "review", done: 1, total: 1 };
      yield review;

      if (stuck) break;
      rolledBack = 0;
      if (review.verdict === "rewrite_round_2" && client) {
        // Residual tells, mapped back to the original's sentences, are the next round's units.
        const residual = rewritable(afterReading.report.findings).filter((f) => f.severity !== "S3");
        const next = new Map<string, Unit>();
        nextProblems = new Map();
        roundFixes.clear();
        for (const f of residual) {
          const pos = toOriginalOffset(finalChunks, f.start);
          const existing = units.find((u) => u.start <= pos && pos < u.end);
          const s = existing ?? sentences.find((x) => x.start <= pos && pos < x.end);
          if (!s) continue;
          const unit: Unit = existing ?? {
            id: `u${units.length + next.size + 1}`,
            start: s.start,
            end: s.end,
            text: text.slice(s.start, s.end),
            paragraph: (s as { paragraph?: number }).paragraph ?? 1,
            findingIds: [],
            fixes: [],
          };
          const fix = { quote: f.text_span, pattern: f.pattern, hint: f.suggested_fix };
          unit.fixes = [...unit.fixes, fix];
          roundFixes.set(unit.id, [...(roundFixes.get(unit.id) ?? []), fix]);
          next.set(unit.id, unit);
          nextProblems.set(unit.id, `round ${round + 1}: the spans in fix still read as AI-written`);
        }
        const added = [...next.values()].filter((u) => !units.includes(u) && !units.some((x) => x.start < u.end && u.start < x.end));
        units = [...units, ...added].sort((a, b) => a.start - b.start);
        roundUnits = [...next.values()].filter((u) => units.includes(u));
        if (roundUnits.length === 0) break;
        continue;
      }
      if (review.verdict === "rollback_and_rewrite") {
        // Roll back the passages changed most, then review again.
        const ranked = finalChunks
          .map((c) => ({ c, ratio: editDistance(c.original, c.replacement) / Math.max(1, c.original.length) }))
          .sort((a, b) => b.ratio - a.ratio);
        const cut = ranked.filter((r) => r.ratio > 0.5);
        const toRestore = (cut.length ? cut : ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 2)))).map((r) => r.c);
        for (const c of toRestore) {
          const u = units.find((x) => x.start <= c.start && c.end <= x.end);
          if (u) replacements.delete(u.id);
        }
        rolledBack = toRestore.length;
        warn("rolled-back", `Over-polish: rolled back ${toRestore.length} passage${toRestore.length === 1 ? "" : "s"}.`);
        roundUnits = [];
        continue;
      }
      break;
    }
    yield* flush();

    const rewrite = applyChunks(text, finalChunks);
    const scoresAfter = scoresAfterRewrite(afterReading, audit!, docType);
    const fixed = finalChunks.length;
    yield {
      type: "final",
      rewrite,
      chunks: finalChunks,
      scoresBefore,
      scoresAfter,
      rounds,
      usage,
      mode,
      elapsed_ms: Date.now() - started,
      summary:
        (mode === "deterministic" ? "deterministic fixes only (no LLM key): " : "") +
        `${fixed} passage${fixed === 1 ? "" : "s"} rewritten; review ${review!.verdict}, grade ${review!.grade}` +
        (audit!.floors.pass ? "" : "; verification floors not met"),
    };
  } catch (err) {
    yield* flush();
    if (err instanceof Abort || (err instanceof LlmError && err.code === "aborted") || sig.aborted) {
      if (signal?.aborted) yield { type: "error", code: "aborted", message: "The request was cancelled.", retryable: true };
      else yield { type: "error", code: "timeout", message: `The request took longer than ${Math.round(cfg.requestTimeoutMs / 1000)} s and was stopped.`, retryable: true };
      return;
    }
    if (err instanceof LlmError) {
      yield { type: "error", code: `llm-${err.code}`, message: err.message, retryable: err.retryable };
      return;
    }
    yield { type: "error", code: "internal", message: "The rewrite failed unexpectedly.", retryable: false };
  }
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);


function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
