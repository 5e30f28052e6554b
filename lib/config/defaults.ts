// The shipped defaults. `.patina.default.yaml` writes the same values out as YAML
// for users to copy from; a test keeps the two identical.
import { DEFAULT_STYLOMETRY_OPTIONS } from "../engine/options";
import { SHIPPED_DOC_TYPES } from "../scoring/doc-types";
import { DEFAULT_DIVERGENCE_THRESHOLD } from "../scoring/divergence";
import { DEFAULT_FLOORS } from "../scoring/floors";
import { DEFAULT_SEVERITY_POINTS } from "../scoring/severity";
import { DEFAULT_CATEGORY_WEIGHTS } from "../scoring/weights";
import type { PatinaConfig } from "./types";

/** A fresh copy every call, so callers may mutate what they get. */
export function defaultPatinaConfig(): PatinaConfig {
  return structuredClone({
    scoring: {
      severityPoints: { ...DEFAULT_SEVERITY_POINTS },
      deterministic: { enabled: true, divergenceThreshold: DEFAULT_DIVERGENCE_THRESHOLD },
      categoryWeights: {
        ko: { ...DEFAULT_CATEGORY_WEIGHTS.ko },
        en: { ...DEFAULT_CATEGORY_WEIGHTS.en },
        zh: { ...DEFAULT_CATEGORY_WEIGHTS.zh },
        ja: { ...DEFAULT_CATEGORY_WEIGHTS.ja },
      },
      combinedWeights: {},
    },
    verification: { ...DEFAULT_FLOORS },
    stylometry: DEFAULT_STYLOMETRY_OPTIONS,
    documentTypes: { ...SHIPPED_DOC_TYPES },
  });
}
