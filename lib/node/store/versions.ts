// The versions stamped on every report: the pack and lexicon files this server
// reads (shipped and custom) and the scoring configuration it scores with.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { AI_LIKENESS_BANDS, COMBINED_BANDS, DEFAULT_CATEGORY_WEIGHTS, DEFAULT_FLOORS, DEFAULT_SEVERITY_POINTS, FIDELITY_BANDS, MPS_BANDS, SHIPPED_DOC_TYPES } from "../../scoring";
import { reportVersions } from "../../report/versions";
import type { ReportVersions } from "../../report/types";
import { defaultShadowWeights } from "../../shadow/score";
import { readSourcesFromDisk } from "../sources";

let cached: ReportVersions | null = null;

export function serverReportVersions(root: string = process.cwd()): ReportVersions {
  if (cached) return cached;
  const { packs, lexicons } = readSourcesFromDisk(root);
  let app = "unknown";
  try {
    app = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: string }).version ?? app;
  } catch {
    // A server started outside the repository still reports; "unknown" says so.
  }
  cached = reportVersions({
    app,
    packs,
    lexicons,
    scoringConfig: {
      severityPoints: DEFAULT_SEVERITY_POINTS,
      categoryWeights: DEFAULT_CATEGORY_WEIGHTS,
      bands: { aiLikeness: AI_LIKENESS_BANDS, fidelity: FIDELITY_BANDS, combined: COMBINED_BANDS, mps: MPS_BANDS },
      floors: DEFAULT_FLOORS,
      docTypes: SHIPPED_DOC_TYPES,
      shadow: defaultShadowWeights(),
    },
  });
  return cached;
}
