// Checks a report (a stored snapshot or an exported JSON file) against the
// repository's JSON Schema, schemas/report-v1.json, so the documented schema and
// the code cannot drift apart. Implements the subset of JSON Schema 2020-12 that
// file uses: type, const, enum, properties, required, additionalProperties, items,
// minItems/maxItems, minimum/maximum, pattern, anyOf, local $ref, format date-time.
import reportSchema from "../../schemas/report-v1.json";

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
  format?: string;
  $defs?: Record<string, JsonSchema>;
};

function typeOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

function hasType(v: unknown, type: string): boolean {
  if (type === "integer") return typeof v === "number" && Number.isInteger(v);
  if (type === "number") return typeof v === "number" && Number.isFinite(v);
  return typeOf(v) === type;
}

function resolve(root: JsonSchema, ref: string): JsonSchema {
  const m = /^#\/\$defs\/(.+)$/.exec(ref);
  const target = m ? root.$defs?.[m[1]] : undefined;
  if (!target) throw new Error(`unresolvable $ref ${ref}`);
  return target;
}

/** Every violation of `schema` by `value`, as "path: problem"; empty when valid. */
export function validateAgainst(value: unknown, schema: JsonSchema, root: JsonSchema = schema, path = "$"): string[] {
  if (schema.$ref) return validateAgainst(value, resolve(root, schema.$ref), root, path);
  const errors: string[] = [];
  if (schema.anyOf) {
    const ok = schema.anyOf.some((s) => validateAgainst(value, s, root, path).length === 0);
    if (!ok) errors.push(`${path}: matches none of the allowed shapes`);
    return errors;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => hasType(value, t))) return [`${path}: expected ${types.join(" or ")}, got ${typeOf(value)}`];
  }
  if ("const" in schema && value !== schema.const) errors.push(`${path}: must be ${JSON.stringify(schema.const)}`);
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${path}: must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(", ")}`);
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${path}: below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${path}: above ${schema.maximum}`);
  }
  if (typeof value === "string") {
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value)) errors.push(`${path}: does not match ${schema.pattern}`);
    if (schema.format === "date-time" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
      errors.push(`${path}: not an RFC 3339 date-time`);
    }
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${path}: fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, i) => errors.push(...validateAgainst(item, schema.items as JsonSchema, root, `${path}[${i}]`)));
  }
  if (typeOf(value) === "object") {
    const obj = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in obj)) errors.push(`${path}: missing "${key}"`);
    for (const [key, v] of Object.entries(obj)) {
      const own = schema.properties?.[key];
      if (own) errors.push(...validateAgainst(v, own, root, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unexpected "${key}"`);
      else if (typeof schema.additionalProperties === "object") errors.push(...validateAgainst(v, schema.additionalProperties, root, `${path}.${key}`));
    }
  }
  return errors;
}

export const REPORT_V1_SCHEMA = reportSchema as JsonSchema;

/** Violations of schemas/report-v1.json, plus the invariants a schema cannot say (offsets inside the text). */
export function validateReport(value: unknown): string[] {
  const errors = validateAgainst(value, REPORT_V1_SCHEMA);
  if (errors.length > 0) return errors;
  const r = value as { text: string | null; textLength: number; textIncluded: boolean; findings: { id: string; start: number; end: number; text_span?: string }[] };
  if (r.textIncluded !== (r.text !== null)) errors.push("$.textIncluded: disagrees with $.text");
  if (r.text !== null && r.text.length !== r.textLength) errors.push("$.textLength: is not the length of $.text");
  for (const f of r.findings) {
    if (f.start > f.end || f.end > r.textLength) errors.push(`$.findings[${f.id}]: offsets outside the text`);
    if (r.text === null && f.text_span !== undefined) errors.push(`$.findings[${f.id}]: text_span without the text`);
    if (r.text !== null && f.text_span !== undefined && r.text.slice(f.start, f.end) !== f.text_span) errors.push(`$.findings[${f.id}]: text_span is not text.slice(start, end)`);
  }
  return errors;
}
