import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The app must work offline after `npm ci`: no remote fonts or images.
  images: { unoptimized: true },
  poweredByHeader: false,
  // Lets parallel builds (one per work tree or test job) keep separate output folders.
  distDir: process.env.PATINA_NEXT_DIST || ".next",
  reactStrictMode: true,
  // Turbopack's root is this folder even when a parent holds another lockfile.
  turbopack: { root: __dirname },
};

export default nextConfig;
