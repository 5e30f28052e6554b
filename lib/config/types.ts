// The project configuration after defaults are applied: what the scorer, detector
// and engine read. YAML keys are kebab-case as the seed names them; fields here are
// camelCase (see parse.ts for the mapping).
import type { StylometryOptions } from "../engine/options";
import type { Lang } from "../engine/types";
import type { CombinedWeights } from "../scoring/combined";
import type { DocumentType } from "../scoring/doc-type";
import type { Floors } from "../scoring/floors";
import type { SeverityPoints } from "../scoring/severity";
import type { CategoryWeights } from "../scoring/weights";

export interface PatinaConfig {
  scoring: {
    severityPoints: SeverityPoints;
    deterministic: {
      /** Compute the deterministic shadow score next to the canonical LLM score. */
      enabled: boolean;
      /** Warn when the two differ by more than this many points. */
      divergenceThreshold: number;
    };
    categoryWeights: Record<Lang, CategoryWeights>;
    /** Only the project's own overrides; each document type carries its defaults (combinedWeightsFor). */
    combinedWeights: Record<string, CombinedWeights>;
  };
  verification: Floors;
  stylometry: StylometryOptions;
  /** Shipped document types plus inline `document-types.{name}` entries (which replace shipped ones by name). */
  documentTypes: Record<string, DocumentType>;
}
