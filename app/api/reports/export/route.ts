import { exportDraft } from "@/lib/node/store/reports-api";
import { appReportsDeps } from "@/lib/node/store/reports-deps";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The JSON or Markdown export of a draft, built exactly like a shared report but not stored. */
export function POST(request: Request) {
  return exportDraft(request, appReportsDeps());
}
