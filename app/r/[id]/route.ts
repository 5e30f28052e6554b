// GET /r/{id}: the shared report as one server-rendered HTML page with no
// JavaScript at all. A route handler rather than a page so the answer can carry
// the right status (200, 404 unknown or deleted, 410 expired) and its own strict
// headers: no indexing, no referrer, a CSP that allows no script.
import { createHash } from "node:crypto";
import { createElement, type ReactElement } from "react";
import { requestUiLang } from "@/lib/i18n/locales";
import { serverPackSet } from "@/lib/node/packs";
import { lookupReport, PRIVATE_HEADERS } from "@/lib/node/store/reports-api";
import { patternLookup } from "@/lib/report/localize";
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

/** Finding wording looks patterns up by id in the server's pack set, built once. */
let lookup: ReturnType<typeof patternLookup> | null = null;
function patterns() {
  return (lookup ??= patternLookup(Object.values(serverPackSet().byLang).flatMap((c) => c.patterns)));
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  // The reader's language: ?uiLang= (the page's own links), the editor's cookie, Accept-Language.
  const lang = requestUiLang(request) ?? "en";
  const headers = { ...HEADERS, "content-language": lang, vary: "Accept-Language, Cookie" };
  let found: Awaited<ReturnType<typeof lookupReport>>;
  try {
    found = await lookupReport((await params).id, appReportsDeps());
  } catch (err) {
    console.error(`patina: reading a report page failed: ${err instanceof Error ? err.message : "unknown error"}`);
    const html = await render(createElement(GonePage, { status: 503, lang }));
    return new Response(html, { status: 503, headers: { ...headers, "retry-after": "5" } });
  }
  if (found.status === "found") return new Response(await render(createElement(ReportPage, { report: found.snapshot, lang, lookup: patterns() })), { headers });
  const status = found.status === "expired" ? 410 : 404;
  const html = await render(createElement(GonePage, { status, lang }));
  return new Response(html, { status, headers });
}
