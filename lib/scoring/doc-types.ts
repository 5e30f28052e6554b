// Looking up document types and their combined weights. The shipped types are
// embedded (doc-types.generated.ts); callers pass extra types (custom files, inline
// config entries) to add to or replace them by name.
import type { CombinedWeights } from "./combined";
import type { DocumentType } from "./doc-type";
import { SHIPPED_DOC_TYPES } from "./doc-types.generated";
import { ScoringError } from "./errors";

export { SHIPPED_DOC_TYPES };
export const DEFAULT_DOC_TYPE = "default";

export function getDocType(name: string = DEFAULT_DOC_TYPE, types: Readonly<Record<string, DocumentType>> = SHIPPED_DOC_TYPES): DocumentType {
  const type = Object.prototype.hasOwnProperty.call(types, name) ? types[name] : undefined;
  if (!type) throw new ScoringError(`unknown document type "${name}" (known: ${Object.keys(types).sort().join(", ")})`);
  return type;
}

/**
 * Weights for a document type, most specific first: the project's
 * `scoring.combined-weights.{name}`, then the type's own `combined-weights`, then
 * the default type's.
 */
export function combinedWeightsFor(
  name: string,
  types: Readonly<Record<string, DocumentType>> = SHIPPED_DOC_TYPES,
  configured: Readonly<Record<string, CombinedWeights>> = {},
): CombinedWeights {
  const own = Object.prototype.hasOwnProperty.call(configured, name) ? configured[name] : undefined;
  if (own) return { ...own };
  const typeWeights = getDocType(name, types).combinedWeights;
  if (typeWeights) return { ...typeWeights };
  const fallback = configured[DEFAULT_DOC_TYPE] ?? types[DEFAULT_DOC_TYPE]?.combinedWeights ?? SHIPPED_DOC_TYPES[DEFAULT_DOC_TYPE].combinedWeights!;
  return { ...fallback };
}
