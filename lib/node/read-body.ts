// Reads a request body up to a byte limit without buffering more than the limit.
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${formatBytes(maxBytes)}.`);
  }
}

/** The body is not valid UTF-8 (only with { fatal: true }). */
export class BodyEncodingError extends Error {}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KB`;
}

export async function readBodyLimited(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  options: { fatal?: boolean } = {},
): Promise<string> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: options.fatal === true }).decode(Buffer.concat(chunks));
  } catch {
    throw new BodyEncodingError("The request body is not valid UTF-8.");
  }
}
