import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { parseThemeChoice, THEME_COOKIE } from "@/lib/editor/theme";
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
  // A theme chosen in Settings is on <html> from the first byte; "system" needs nothing (globals.css follows prefers-color-scheme).
  const theme = parseThemeChoice((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="en" data-theme={theme === "system" ? undefined : theme}>
      <body>{children}</body>
    </html>
  );
}
