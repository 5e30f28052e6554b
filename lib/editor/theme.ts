// The colour theme choice: follow the system, or always light or dark. Kept in a cookie so
// the server can put it on <html> before anything paints (no white flash at night); the
// system's own preference needs no script at all (prefers-color-scheme in globals.css).

export type ThemeChoice = "system" | "light" | "dark";

export const THEME_COOKIE = "patina-theme";

export function parseThemeChoice(value: string | undefined | null): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

/** The cookie value for a choice: a year, the whole site, never sent cross-site. */
export function themeCookie(choice: ThemeChoice): string {
  return choice === "system" ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : `${THEME_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The choice in a Cookie header or document.cookie string. */
export function themeFromCookies(cookies: string): ThemeChoice {
  const m = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`).exec(cookies);
  return parseThemeChoice(m?.[1]);
}
