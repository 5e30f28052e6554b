"use client";
import dynamic from "next/dynamic";

// The editor restores its draft from localStorage as it is created, so it renders
// in the browser only; the server sends a placeholder of the same size.
export const EditorLoader = dynamic(() => import("./EditorApp").then((m) => m.EditorApp), {
  ssr: false,
  loading: () => <div className="loading" style={{ minHeight: 420 }} aria-busy="true" />,
});
