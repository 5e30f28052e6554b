// GET /r/{id}: the shared report as one server-rendered HTML page with no
// JavaScript at all. A route handler rather than a page so the answer can carry
// the right status (200, 404 unknown or deleted, 410 expired) and its own strict
// headers: no indexing, no referrer, a CSP that allows no script.
import { createHash } from "node:crypto";
import { createElement, type ReactElement } from "react";
import { lookupReport, GONE_MESSAGE, MISSING_MESSAGE, PRIVATE_HEADERS } from "@/lib/node/store/reports-api";
import { appReportsDeps } from "@/lib/node/store/reports-deps";
import { REPORT_PAGE_CSS } from "./report-css";
import { GonePage, ReportPage } from "./report-view";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const STYLE_HASH = createHash("sha256").update(REPORT_PAGE_CSS).digest("base64");

const HEADERS = {
  ...PRIVATE_HEADERS,
  "content-type": "text/html; charset=utf-8",
  "x-frame-options": "DENY",
  "content-security-policy": `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
};

async function render(element: ReactElement): Promise<string> {
  // Loaded on use: the App Router refuses a static react-dom/server import under app/.
  const { renderToStaticMarkup } = await import("react-dom/server");
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  let found: Awaited<ReturnType<typeof lookupReport>>;
  try {
    found = await lookupReport((await params).id, appReportsDeps());
  } catch (err) {
    console.error(`patina: reading a report page failed: ${err instanceof Error ? err.message : "unknown error"}`);
    const html = await render(createElement(GonePage, { status: 503, message: "The report store is not available right now. Try again shortly." }));
    return new Response(html, { status: 503, headers: { ...HEADERS, "retry-after": "5" } });
  }
  if (found.status === "found") return new Response(await render(createElement(ReportPage, { report: found.snapshot })), { headers: HEADERS });
  const status = found.status === "expired" ? 410 : 404;
  const html = await render(createElement(GonePage, { status, message: status === 410 ? GONE_MESSAGE : MISSING_MESSAGE }));
  return new Response(html, { status, headers: HEADERS });
}
