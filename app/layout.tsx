import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: "patina — find and fix the tells of AI-written prose",
  description: "Marks the spans that read as machine-written in Korean, English, Chinese and Japanese, explains why, and fixes them.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
