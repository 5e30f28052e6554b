import type { NextConfig } from "next";
import { contentSecurityPolicy, OTHER_SECURITY_HEADERS } from "./lib/api/security-headers";
import { bundleAnalysisWorker } from "./lib/node/analysis/bundle";
import { nextDistDir, workerFileIn } from "./lib/node/analysis/worker-file";

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  // The app must work offline after `npm ci`: no remote fonts or images.
  images: { unoptimized: true },
  poweredByHeader: false,
  // Lets parallel builds (one per work tree or test job) keep separate output folders.
  distDir: nextDistDir(),
  reactStrictMode: true,
  turbopack: {
    // Turbopack's root is this folder even when a parent holds another lockfile.
    root: __dirname,
    rules: {
      // The prose editor installs no language, so @codemirror/commands and @codemirror/merge get
      // small stand-ins for @codemirror/language and Lezer (about 10 KB gzipped off first-load JS).
      "*.js": [
        {
          condition: { path: /@codemirror[\\/](commands|merge)[\\/]/ },
          loaders: [require.resolve("./scripts/codemirror-without-language.cjs")],
        },
      ],
    },
  },
  // Loaded from node_modules at run time: piscina starts its worker threads from its own files.
  serverExternalPackages: ["piscina"],
  compiler: {
    // The analysis worker threads run a bundle of their own (route chunks cannot be loaded by
    // path): written into the build here, so `next build` stays the one build command.
    runAfterProductionCompile: async ({ distDir, projectDir }) => {
      await bundleAnalysisWorker(workerFileIn(distDir), projectDir);
    },
  },
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
