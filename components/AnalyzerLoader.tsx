"use client";

import dynamic from "next/dynamic";

// The editor restores the autosaved draft from localStorage as it is created, so
// it renders in the browser only; the server sends a placeholder of the same size.
export const AnalyzerLoader = dynamic(() => import("./Analyzer").then((m) => m.Analyzer), {
  ssr: false,
  loading: () => <div className="status" style={{ minHeight: 280 }}>Loading the editor…</div>,
});
