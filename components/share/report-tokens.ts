// The delete tokens of reports this browser created, kept in localStorage under
// "patina:report-tokens" (the server stores only their hashes, so this is the one
// copy). Reads tolerate a missing, corrupt or foreign value.
export const REPORT_TOKENS_KEY = "patina:report-tokens";

export interface SavedReport {
  id: string;
  token: string;
  url: string;
  createdAt: string;
  expiresAt: string | null;
}

export function loadSavedReports(): SavedReport[] {
  try {
    const raw = window.localStorage.getItem(REPORT_TOKENS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== "object" || parsed === null) return [];
    const now = Date.now();
    return Object.values(parsed as Record<string, SavedReport>)
      .filter((r) => r && typeof r.id === "string" && typeof r.token === "string" && typeof r.url === "string")
      .filter((r) => r.expiresAt === null || Date.parse(r.expiresAt) > now)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  } catch {
    return [];
  }
}

function write(reports: SavedReport[]): void {
  try {
    window.localStorage.setItem(REPORT_TOKENS_KEY, JSON.stringify(Object.fromEntries(reports.map((r) => [r.id, r]))));
  } catch {
    // Private mode or a full quota: the token is still on screen to copy by hand.
  }
}

export function saveReport(report: SavedReport): void {
  write([report, ...loadSavedReports().filter((r) => r.id !== report.id)]);
}

export function forgetReport(id: string): void {
  write(loadSavedReports().filter((r) => r.id !== id));
}
