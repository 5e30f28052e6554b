import { createReport } from "@/lib/node/store/reports-api";
import { appReportsDeps } from "@/lib/node/store/reports-deps";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function POST(request: Request) {
  return createReport(request, appReportsDeps());
}
