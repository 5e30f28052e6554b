// Server log lines: one JSON object per line on stderr, with an event name and fields that
// describe what happened (sizes, codes, durations), never what a user wrote. Error messages can
// quote input ("Unknown document type \"…\""), so an error is logged by name and stack frames
// only. PATINA_LOG_USER_TEXT=1 adds messages back for debugging on a private machine. A
// configured API key is scrubbed from every line whatever the setting.
type Field = string | number | boolean | null | undefined;

export function logEvent(event: string, fields: Record<string, Field> = {}, level: "info" | "warn" | "error" = "info"): void {
  if (process.env.PATINA_LOG === "off") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  process.stderr.write(scrubSecrets(line) + "\n");
}

/** An unexpected error, without its message (which may hold user text) unless opted in. */
export function logError(event: string, err: unknown, fields: Record<string, Field> = {}): void {
  const error = err instanceof Error ? err : new Error(String(err));
  const frames = (error.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l)).slice(0, 8).map((l) => l.trim()).join(" | ");
  const message = process.env.PATINA_LOG_USER_TEXT === "1" ? error.message : undefined;
  logEvent(event, { ...fields, error: error.name, message, stack: frames }, "error");
}

export function scrubSecrets(line: string): string {
  const key = process.env.OPENAI_API_KEY;
  return key && key.length >= 8 ? line.split(key).join("[redacted]") : line;
}
