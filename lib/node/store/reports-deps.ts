// The dependencies the report routes run with in the app: the process's store, analysis
// pool and versions, the wall clock, and the limits from the environment.
import { appAnalysisPool } from "../analysis/app-pool";
import { serverPackSet } from "../packs";
import { getReportStore } from "./index";
import { reportsApiLimits, type ReportsApiDeps } from "./reports-api";
import { serverReportVersions } from "./versions";

let deps: ReportsApiDeps | null = null;

export function appReportsDeps(): ReportsApiDeps {
  deps ??= { store: getReportStore(), analysis: appAnalysisPool(), packs: serverPackSet(), versions: serverReportVersions(), now: Date.now, ...reportsApiLimits() };
  return deps;
}
