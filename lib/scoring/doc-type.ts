// A document type: how a genre's conventions change which patterns count (seed 000
// §5) and how AI-likeness and fidelity weigh against each other (§13).
import type { CombinedWeights } from "./combined";
import type { PatternOverrides } from "./overrides";

export interface DocumentType {
  name: string;
  label: { ko: string; en: string };
  description: string;
  patternOverrides: PatternOverrides;
  /** Absent on a custom type that does not set them: the default type's weights apply. */
  combinedWeights?: CombinedWeights;
}
