"use client";

import { useCallback, useEffect, useRef, useState } from "react";

const SAVE_DELAY_MS = 300;

/**
 * A draft that survives reloads and crashes: restored from localStorage when the
 * component is created, written back shortly after every edit and at once when the
 * page is hidden. Components using it render on the client only (see AnalyzerLoader).
 */
export function useAutosavedDraft(key: string): [string, (value: string) => void, boolean] {
  const [initial] = useState(() => readStorage(key));
  const [draft, setDraftState] = useState(initial);
  const restored = initial !== "";
  const pending = useRef<{ value: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    writeStorage(key, pending.current.value);
    pending.current = null;
  }, [key]);

  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [key, flush]);

  const setDraft = useCallback(
    (value: string) => {
      setDraftState(value);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { value, timer: setTimeout(flush, SAVE_DELAY_MS) };
    },
    [flush],
  );

  return [draft, setDraft, restored];
}

function readStorage(key: string): string {
  if (typeof window === "undefined") return "";
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the draft still lives in the page.
  }
}
