// A human-readable sentence as data: a template id and its parameters. Findings, warnings
// and score reasons carry these, so every surface (the worker, the API, the report page,
// the Markdown export) renders the same fact in its reader's language (lib/i18n/render.ts).
// Machine fields never depend on the rendering.

/** One quoted stretch of the user's text, or a number; lists of them; nested messages. */
export type MsgValue = string | number | boolean | readonly string[] | readonly number[] | Msg | readonly Msg[];

export interface Msg {
  readonly id: string;
  readonly params?: Readonly<Record<string, MsgValue>>;
}

/** Parameter names that quote the user's text: a report shared without the text shows "…" in their place. */
export const QUOTE_PARAMS: ReadonlySet<string> = new Set(["quote", "quotes", "text", "header", "emoji", "ending", "entries", "terms"]);

/** A stable key for a message (grouping equal reasons): its id and parameters as JSON. */
export function msgKey(m: Msg): string {
  return m.params ? `${m.id}\u0000${JSON.stringify(m.params)}` : m.id;
}

/** The message with every quoted parameter (at any depth) replaced by "…". */
export function redactMsg(m: Msg): Msg {
  if (!m.params) return m;
  const params: Record<string, MsgValue> = {};
  for (const [k, v] of Object.entries(m.params)) params[k] = QUOTE_PARAMS.has(k) ? redactValue(v) : nested(v);
  return { id: m.id, params };
}

function isMsg(v: unknown): v is Msg {
  return typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as Msg).id === "string";
}

function nested(v: MsgValue): MsgValue {
  if (isMsg(v)) return redactMsg(v);
  if (Array.isArray(v) && v.length > 0 && isMsg(v[0])) return (v as readonly Msg[]).map(redactMsg);
  return v;
}

function redactValue(v: MsgValue): MsgValue {
  if (typeof v === "string") return "…";
  if (Array.isArray(v)) return v.map((x) => (typeof x === "string" ? "…" : x)) as MsgValue;
  return v;
}
