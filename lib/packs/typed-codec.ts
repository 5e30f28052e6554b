// Typed arrays as JSON-safe base64 strings, for precompiled pack data that must load in the
// browser as well as in Node (so atob/btoa, not Buffer). Little-endian, as every platform the
// app runs on is; the byte-identity test would catch anything else.

type Typed = Int32Array | Uint16Array | Uint8Array;
type TypedKind = "i32" | "u16" | "u8";

export interface EncodedArray {
  kind: TypedKind;
  b64: string;
}

export function encodeArray(array: Typed): EncodedArray {
  const kind: TypedKind = array instanceof Int32Array ? "i32" : array instanceof Uint16Array ? "u16" : "u8";
  const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
  let binary = "";
  // Chunked: String.fromCharCode with a huge argument list overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { kind, b64: btoa(binary) };
}

/** Node's Buffer when present: its native base64 decoder is far faster than atob and a copy loop. */
const NodeBuffer = (globalThis as { Buffer?: { from(data: string, encoding: "base64"): Uint8Array } }).Buffer;

export function decodeArray(encoded: EncodedArray): Typed {
  let bytes: Uint8Array;
  if (NodeBuffer) {
    const decoded = NodeBuffer.from(encoded.b64, "base64");
    // A fresh, aligned buffer of its own (Buffer may hand out a slice of a shared pool).
    bytes = new Uint8Array(decoded.length);
    bytes.set(decoded);
  } else {
    const binary = atob(encoded.b64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  }
  if (encoded.kind === "i32") return new Int32Array(bytes.buffer);
  if (encoded.kind === "u16") return new Uint16Array(bytes.buffer);
  return bytes;
}

export function decodeInt32(encoded: EncodedArray): Int32Array {
  const array = decodeArray(encoded);
  if (!(array instanceof Int32Array)) throw new Error(`expected an i32 array, got ${encoded.kind}`);
  return array;
}

/** A 0/1 table over the 65,536 code units as its runs of 1s: [start, end) pairs. */
export function encodeUnitTable(table: Uint8Array): number[] {
  const runs: number[] = [];
  for (let c = 0; c < table.length; c++) {
    if (table[c] !== 1) continue;
    const start = c;
    while (c < table.length && table[c] === 1) c++;
    runs.push(start, c);
  }
  return runs;
}

export function decodeUnitTable(runs: readonly number[], size = 65536): Uint8Array {
  const table = new Uint8Array(size);
  for (let i = 0; i < runs.length; i += 2) table.fill(1, runs[i], runs[i + 1]);
  return table;
}
