// How a snapshot's JSON is kept in the store's TEXT column: deflated and base64-encoded
// behind a "z1:" tag. A snapshot repeats its findings' labels, reasons and fixes, so it shrinks
// about tenfold; readers get the JSON back exactly. Snapshots stored before this encoding
// (plain JSON, starting with "{") are read as they are.
import { deflateRawSync, inflateRawSync } from "node:zlib";

const TAG = "z1:";

export function encodeSnapshot(json: string): string {
  return TAG + deflateRawSync(json, { level: 6 }).toString("base64");
}

export function decodeSnapshot(stored: string): string {
  if (!stored.startsWith(TAG)) return stored;
  return inflateRawSync(Buffer.from(stored.slice(TAG.length), "base64")).toString("utf8");
}
