"use client";
// The editor restores its draft from localStorage as it is created, so it renders
// in the browser only; the server sends a placeholder of the same size. It is
// imported statically (not next/dynamic) so its code loads with the page instead
// of after hydration: a restored draft shows its marks sooner.
import { useSyncExternalStore } from "react";
import { EditorApp } from "./EditorApp";

const subscribe = () => () => {};

export function EditorLoader({ serverHasKey }: { serverHasKey: boolean }) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  if (!inBrowser) return <div className="loading" style={{ minHeight: 420 }} aria-busy="true" />;
  return <EditorApp serverHasKey={serverHasKey} />;
}
