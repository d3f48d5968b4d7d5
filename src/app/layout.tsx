import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type * as React from "react";

import { DemoBanner } from "@/components/shell/demo-banner";
import { Toaster } from "@/components/ui/toaster";
import { cn } from "@/lib/utils";

import "./globals.css";

export const metadata: Metadata = {
  title: {
    default: "Coaching Platform",
    template: "%s | Coaching Platform",
  },
  description: "AI coaching for athletes, coaches and their organisations.",
};

export const viewport: Viewport = {
  colorScheme: "dark",
  themeColor: "#0b0b10",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request (each already was, reading its request; this makes it a rule): Next puts
  // the CSP nonce src/proxy.ts made for the request on its scripts, and a page prerendered at build time would
  // carry none, so the browser would refuse all of its scripts.
  await connection();
  return (
    <html lang="en" className={cn("dark", GeistSans.variable, GeistMono.variable)} suppressHydrationWarning>
      <body>
        <DemoBanner />
        {children}
        <Toaster />
      </body>
    </html>
  );
}
