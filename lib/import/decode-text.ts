// Bytes of a .txt / .md file to the string a writer typed: UTF-8 (with or without BOM) or
// UTF-16 with its BOM. Anything else is refused rather than guessed at: a legacy encoding
// (EUC-KR, Shift_JIS, GB18030) decoded as UTF-8 would turn a draft into mojibake, and a
// binary file renamed .txt would fill the editor with noise.

export type DecodeRefusal = "binary" | "encoding";

export type Decoded = { ok: true; text: string; encoding: "utf-8" | "utf-16le" | "utf-16be" } | { ok: false; reason: DecodeRefusal };

/** File signatures that are ASCII-compatible and so would decode "successfully" as UTF-8. */
const BINARY_SIGNATURES: readonly number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (docx, odt, epub…)
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x7b, 0x5c, 0x72, 0x74, 0x66], // {\rtf
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

function startsWith(bytes: Uint8Array, sig: readonly number[]): boolean {
  return bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
}

// C0 controls a text file does not contain; tab, LF, VT, FF and CR are text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/** True when decoded text still looks like a binary file: any NUL, or control characters beyond a stray one or two. */
export function looksBinary(text: string): boolean {
  if (text.includes("\u0000")) return true;
  const controls = text.match(CONTROL)?.length ?? 0;
  return controls > Math.max(2, text.length / 1000);
}

export function decodeText(bytes: Uint8Array): Decoded {
  let encoding: "utf-8" | "utf-16le" | "utf-16be" = "utf-8";
  let body = bytes;
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) body = bytes.subarray(3);
  else if (startsWith(bytes, [0xff, 0xfe])) {
    encoding = "utf-16le";
    body = bytes.subarray(2);
  } else if (startsWith(bytes, [0xfe, 0xff])) {
    encoding = "utf-16be";
    body = bytes.subarray(2);
  } else if (BINARY_SIGNATURES.some((sig) => startsWith(bytes, sig))) return { ok: false, reason: "binary" };
  if (encoding !== "utf-8" && body.length % 2 !== 0) return { ok: false, reason: "encoding" };
  let text: string;
  try {
    // fatal: an invalid sequence is a refusal, not a U+FFFD in the middle of the draft.
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    // Invalid UTF-8 with NUL bytes in it is binary; without, most likely a legacy encoding.
    return { ok: false, reason: body.includes(0) ? "binary" : "encoding" };
  }
  if (looksBinary(text)) return { ok: false, reason: "binary" };
  return { ok: true, text, encoding };
}
