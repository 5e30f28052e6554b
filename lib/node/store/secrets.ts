// Random ids and delete tokens from the CSPRNG, and the token check. The token is
// stored only as its SHA-256; checking always hashes and compares in constant time,
// against a dummy hash when the report does not exist, so the time taken does not
// tell whether an id exists.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { DELETE_TOKEN_BYTES, deleteTokenFromBytes, REPORT_ID_BYTES, reportIdFromBytes } from "../../report/ids";

export function newReportId(): string {
  return reportIdFromBytes(randomBytes(REPORT_ID_BYTES));
}

export function newDeleteToken(): string {
  return deleteTokenFromBytes(randomBytes(DELETE_TOKEN_BYTES));
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

// A hash no token can match in practice (it is the hash of nothing a client can send as a token).
const DUMMY_HASH = hashToken("\u0000patina-no-such-report");

/** True when `token` hashes to `storedHash`; the work done is the same whether or not there is a stored hash. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  const given = Buffer.from(hashToken(token), "hex");
  const expected = Buffer.from(storedHash ?? DUMMY_HASH, "hex");
  const equal = expected.length === given.length && timingSafeEqual(given, expected);
  return equal && storedHash !== null;
}
