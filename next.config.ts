import type { NextConfig } from "next";
import { contentSecurityPolicy, OTHER_SECURITY_HEADERS } from "./lib/api/security-headers";

const dev = process.env.NODE_ENV === "development";

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
    return [
      { source: "/:path*", headers: OTHER_SECURITY_HEADERS },
      // Every response but shared report pages (/r/…), which send their own stricter, script-free
      // policy; the home page gets a nonce-based one from proxy.ts in place of this one.
      { source: "/((?!r/).*)", headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) }] },
    ];
  },
};

export default nextConfig;
