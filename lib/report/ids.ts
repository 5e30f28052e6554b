// Report ids and delete tokens as URL-safe text. The random bytes come from the
// caller (lib/node/store/secrets.ts draws them from node:crypto), so this stays
// pure and testable with fixed bytes.

/** 18 random bytes = 144 bits, 24 base64url characters with no padding. */
export const REPORT_ID_BYTES = 18;
/** 32 random bytes = 256 bits for the delete token. */
export const DELETE_TOKEN_BYTES = 32;

export const REPORT_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const DELETE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** RFC 4648 §5 base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let out = "";
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63] + ALPHABET[(n >> 6) & 63] + ALPHABET[n & 63];
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i] << 16;
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63];
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8);
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63] + ALPHABET[(n >> 6) & 63];
  }
  return out;
}

export function reportIdFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== REPORT_ID_BYTES) throw new RangeError(`a report id takes ${REPORT_ID_BYTES} random bytes, got ${bytes.length}`);
  return base64Url(bytes);
}

export function deleteTokenFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== DELETE_TOKEN_BYTES) throw new RangeError(`a delete token takes ${DELETE_TOKEN_BYTES} random bytes, got ${bytes.length}`);
  return base64Url(bytes);
}

/** Shape check before any lookup: anything else cannot be a report and is answered 404 at once. */
export function isReportId(value: string): boolean {
  return REPORT_ID_PATTERN.test(value);
}
