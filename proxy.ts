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
  // The pages that render per request, and only those: a nonce policy on a prerendered page
  // (the 404 page) would block its scripts, which carry no nonce. A new dynamic page joins
  // this list. Prefetches are skipped.
  matcher: [
    {
      source: "/",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
