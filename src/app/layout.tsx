import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type * as React from "react";

import { DemoBanner } from "@/components/shell/demo-banner";
import { TimeZoneCookie } from "@/components/time-zone-cookie";
import { ToastTexts } from "@/components/toast-texts";
import { Toaster } from "@/components/ui/toaster";
import type { Messages } from "@/i18n/catalogue";
import { outsideDashboardMessages } from "@/i18n/client-messages";
import { cn } from "@/lib/utils";
import { mono, sans } from "./fonts";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("appName"), template: `%s | ${t("appName")}` },
    description: t("appDescription"),
  };
}

export const viewport: Viewport = {
  colorScheme: "dark",
  themeColor: "#0b0b10",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request (each already was, reading its request; this makes it a rule): Next puts
  // the CSP nonce src/proxy.ts made for the request on its scripts, and a page prerendered at build time would
  // carry none, so the browser would refuse all of its scripts.
  await connection();
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <html lang={locale} className={cn("dark", sans.variable, mono.variable)} suppressHydrationWarning>
      <body>
        <NextIntlClientProvider messages={outsideDashboardMessages(messages as Messages)}>
          <DemoBanner />
          {children}
          <Toaster />
          <ToastTexts />
          <TimeZoneCookie />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
