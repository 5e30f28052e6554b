import type { NextConfig } from "next";

const dev = process.env.NODE_ENV === "development";

/**
 * The Content-Security-Policy of every response. Strict except for two inline allowances:
 * - script-src 'unsafe-inline': the editor page is prerendered at build time, and Next puts its
 *   bootstrap and flight-data scripts inline in that HTML. A per-request nonce (proxy.ts) would
 *   force every page to render per request and the static page could no longer be served from
 *   the build; the page renders no user HTML (React escapes all text), so the inline allowance
 *   is kept and every other source is locked to this origin.
 * - style-src 'unsafe-inline': CodeMirror injects its theme as <style> elements at run time.
 * worker-src blob: covers the editor's module Web Worker; connect-src 'self' keeps the API key
 *   and the LLM on the server (the browser only ever talks to this origin).
 */
export function contentSecurityPolicy(isDev: boolean = dev): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? " ws:" : ""}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy() },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Share links carry a report id: never send the page address to other sites.
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  // The app must work offline after `npm ci`: no remote fonts or images.
  images: { unoptimized: true },
  poweredByHeader: false,
  // Lets parallel builds (one per work tree or test job) keep separate output folders.
  distDir: process.env.PATINA_NEXT_DIST || ".next",
  reactStrictMode: true,
  // Turbopack's root is this folder even when a parent holds another lockfile.
  turbopack: { root: __dirname },
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
};

export default nextConfig;
