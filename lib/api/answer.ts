// An API answer as data: a status, a JSON body already serialized, and extra headers. Route
// handlers turn it into a Response; the analysis worker threads compute it whole, so the
// server's main thread only copies the bytes out.

export interface ApiAnswer {
  status: number;
  /** The body, JSON. */
  json: string;
  headers?: Record<string, string>;
}

/** The body every API error has: {error: {code, message, ...extra}}. */
export function errorAnswer(status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): ApiAnswer {
  return { status, json: JSON.stringify({ error: { code, message, ...extra } }), ...(headers ? { headers } : {}) };
}

export function jsonAnswer(body: unknown, status = 200, headers?: Record<string, string>): ApiAnswer {
  return { status, json: JSON.stringify(body), ...(headers ? { headers } : {}) };
}
