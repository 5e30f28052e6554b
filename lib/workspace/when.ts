// When a draft was edited or a snapshot taken, the way people say it in their language:
// "3 minutes ago" for today's, a date and time for older ones.

/** null for "just now", which the catalogue words whole (Intl's "now" does not read well after every language's "edited"). */
export function editedLabel(at: number, now: number, locale: string): string | null {
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 45) return null;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return rtf.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(hours, "hour");
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(at);
}

/** A snapshot's time: the clock time today, with the date before today. */
export function snapshotTime(at: number, now: number, locale: string): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" }).format(at);
}
