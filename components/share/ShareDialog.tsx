"use client";
// Placeholder for the share dialog (issue 10 replaces it). The editor mounts it
// behind its Share button with what the report is made from.
import type { ShareSource } from "@/lib/store/share-source";

export interface ShareDialogProps {
  source: ShareSource;
  onClose(): void;
}

export function ShareDialog({ onClose }: ShareDialogProps) {
  return (
    <div role="dialog" aria-label="Share">
      <p>Sharing is not available yet.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
