// The Content-Security-Policy and companion headers of every response, built in one place for
// next.config.ts (all routes but /r/…) and proxy.ts (the home page, with a per-request nonce).
//
// The home page gets `script-src 'nonce-…' 'strict-dynamic'`: Next writes its bootstrap and flight-data
// scripts inline, and tags each with the nonce it reads from the request's CSP header (set by
// proxy.ts), so no inline script runs without it. That needs the page rendered per request:
// the home page is (it reads whether the server has a key). Responses the proxy does not see
// (API routes, static files, the prerendered 404 page) keep the policy without a nonce, where
// `script-src 'self' 'unsafe-inline'` remains so a prerendered page still runs.
// style-src keeps 'unsafe-inline' for CodeMirror's run-time <style> elements (a nonce there
// would switch 'unsafe-inline' off). worker-src blob: covers the editor's module Web Worker;
// connect-src 'self' keeps the LLM and its key on the server.

export interface CspOptions {
  /** A per-request nonce for scripts; without one, inline scripts are allowed (see above). */
  nonce?: string;
  /** next dev: React needs eval, and hot reload a WebSocket. */
  dev?: boolean;
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const scripts = options.nonce ? `'self' 'nonce-${options.nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src ${scripts}${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? " ws:" : ""}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sent with every response (next.config.ts headers()). */
export const OTHER_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Share links carry a report id: never send the page address to other sites.
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** A nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
