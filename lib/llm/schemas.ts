// Validation of model replies. A reply that is not the promised JSON is refused
// here (the pipeline retries once, then degrades), so nothing downstream trusts shape.
import type { Severity } from "../detector/types";
import { z } from "zod";
import type { AnchorVerdictName } from "./events";

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string };

export interface DiagnosisReply {
  findings: { quote: string; pattern: string; severity: Severity; reason: string; suggested_fix: string }[];
}
export interface RewriteReply {
  units: { id: string; text: string }[];
}
export interface FidelityReply {
  claims: number;
  fabrication: number;
  register: number;
  claim_anchors: { quote: string; verdict: AnchorVerdictName; note?: string }[];
}

function parseObject(content: string): Record<string, unknown> | string {
  // Tolerate a code fence around the object: models add one despite being told not to.
  const trimmed = content.trim().replace(/^```(?:json)?\s*/u, "").replace(/\s*```$/u, "");
  try {
    const v: unknown = JSON.parse(trimmed);
    if (typeof v !== "object" || v === null || Array.isArray(v)) return "the reply is not a JSON object";
    return v as Record<string, unknown>;
  } catch {
    return "the reply is not valid JSON";
  }
}

const isStr = (v: unknown): v is string => typeof v === "string";
const SEVERITIES = new Set(["S1", "S2", "S3"]);

/** An object whose `key` is an array, each item read by `item` (null refuses the whole reply with `itemError`). */
function validateList<T>(content: string, key: string, itemError: string, item: (r: Record<string, unknown>) => T | null): Validated<T[]> {
  const o = parseObject(content);
  if (typeof o === "string") return { ok: false, error: o };
  const list = o[key];
  if (!Array.isArray(list)) return { ok: false, error: `"${key}" must be an array` };
  const out: T[] = [];
  for (const x of list as unknown[]) {
    const v = item((x ?? {}) as Record<string, unknown>);
    if (v === null) return { ok: false, error: itemError };
    out.push(v);
  }
  return { ok: true, value: out };
}

export function validateDiagnosis(content: string): Validated<DiagnosisReply> {
  const v = validateList(content, "findings", "each finding needs a quote and a pattern", (r): DiagnosisReply["findings"][number] | null => {
    if (!isStr(r.quote) || !isStr(r.pattern)) return null;
    const severity = isStr(r.severity) && SEVERITIES.has(r.severity) ? (r.severity as Severity) : "S3";
    return { quote: r.quote, pattern: r.pattern, severity, reason: isStr(r.reason) ? r.reason : "", suggested_fix: isStr(r.suggested_fix) ? r.suggested_fix : "" };
  });
  return v.ok ? { ok: true, value: { findings: v.value } } : v;
}

export function validateRewrite(content: string): Validated<RewriteReply> {
  const v = validateList(content, "units", "each unit needs an id and a text", (r) => (isStr(r.id) && isStr(r.text) ? { id: r.id, text: r.text } : null));
  return v.ok ? { ok: true, value: { units: v.value } } : v;
}

const VERDICTS: Record<string, AnchorVerdictName> = { PASS: "PASS", "SOFT FAIL": "SOFT FAIL", "HARD FAIL": "HARD FAIL" };
const score03 = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 3;

export function validateFidelity(content: string): Validated<FidelityReply> {
  const o = parseObject(content);
  if (typeof o === "string") return { ok: false, error: o };
  if (!score03(o.claims) || !score03(o.fabrication) || !score03(o.register)) {
    return { ok: false, error: "claims, fabrication and register must be integers 0–3" };
  }
  const anchors: FidelityReply["claim_anchors"] = [];
  for (const a of Array.isArray(o.claim_anchors) ? (o.claim_anchors as unknown[]) : []) {
    const r = (a ?? {}) as Record<string, unknown>;
    const verdict = isStr(r.verdict) ? VERDICTS[r.verdict.trim().toUpperCase().replace(/[_-]/gu, " ")] : undefined;
    if (!isStr(r.quote) || !verdict) continue;
    anchors.push({ quote: r.quote, verdict, ...(isStr(r.note) ? { note: r.note } : {}) });
  }
  return { ok: true, value: { claims: o.claims as number, fabrication: o.fabrication as number, register: o.register as number, claim_anchors: anchors } };
}

/**
 * "Suggest a fix": up to three rewrites of one sentence. A zod schema, so the client can ask
 * for it as structured output (openai/helpers/zod) and the reply is checked by the same schema
 * in either mode. No length bound in the schema (strict structured outputs refuse maxItems);
 * the caller keeps the first three.
 */
export const SuggestionSchema = z.object({ alternatives: z.array(z.object({ sentence: z.string() })) });
export type SuggestionReply = z.infer<typeof SuggestionSchema>;

export function validateSuggestion(content: string): Validated<SuggestionReply> {
  const o = parseObject(content);
  if (typeof o === "string") return { ok: false, error: o };
  const r = SuggestionSchema.safeParse(o);
  if (!r.success) return { ok: false, error: `the reply does not have the suggestion shape (${r.error.issues[0]?.message ?? "invalid"})` };
  return { ok: true, value: r.data };
}
