import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cookies, headers } from "next/headers";
import { parseThemeChoice, THEME_COOKIE } from "@/lib/editor/theme";
import { negotiateUiLang, UI_LANG_COOKIE, UI_LANG_TAGS } from "@/lib/i18n/locales";
import "./globals.css";

export const metadata: Metadata = {
  title: "patina — find and fix the tells of AI-written prose",
  description: "Marks the spans that read as machine-written in Korean, English, Chinese and Japanese, explains why, and fixes them.",
  manifest: "/manifest.webmanifest",
  icons: {
    icon: [{ url: "/favicon.ico", sizes: "any" }, { url: "/icon.svg", type: "image/svg+xml" }],
    apple: "/apple-touch-icon.png",
  },
  appleWebApp: { capable: true, title: "patina" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfaf7" },
    { media: "(prefers-color-scheme: dark)", color: "#171614" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The editor's remembered choice, else the browser's languages: the first paint already
  // declares the language the page will speak (the editor keeps it in step afterwards).
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const remembered = cookieStore.get(UI_LANG_COOKIE)?.value;
  const lang = negotiateUiLang({ cookie: remembered ? `${UI_LANG_COOKIE}=${remembered}` : null, acceptLanguage: headerList.get("accept-language") }) ?? "en";
  // A theme chosen in Settings is on <html> from the first byte; "system" needs nothing (globals.css follows prefers-color-scheme).
  const theme = parseThemeChoice(cookieStore.get(THEME_COOKIE)?.value);
  return (
    <html lang={UI_LANG_TAGS[lang]} data-theme={theme === "system" ? undefined : theme}>
      <body>{children}</body>
    </html>
  );
}
