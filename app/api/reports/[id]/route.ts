import { deleteReport, getReport } from "@/lib/node/store/reports-api";
import { appReportsDeps } from "@/lib/node/store/reports-deps";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  return getReport(request, (await params).id, appReportsDeps());
}

export async function DELETE(request: Request, { params }: Context) {
  return deleteReport(request, (await params).id, appReportsDeps());
}
