// Per-request CSP nonce for pages (lib/api/security-headers.ts explains the policy). Next reads
// the nonce from the request's Content-Security-Policy header and puts it on every script it
// renders; the response carries the same policy.
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce } from "./lib/api/security-headers";

export function proxy(request: NextRequest) {
  const csp = contentSecurityPolicy({ nonce: newNonce(), dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  // Pages only: API routes, shared report pages (/r/…, their own script-free policy), build
  // assets and icons keep the static headers from next.config.ts. Prefetches are skipped.
  matcher: [
    {
      source: "/((?!api/|r/|_next/static|_next/image|favicon\\.ico|icon\\.svg|apple-touch-icon\\.png|manifest\\.webmanifest|.*\\.(?:png|svg|ico|webmanifest|txt)$).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
