"use client";
/**
 * Adds areas of the catalogue to those its parent provider holds, for the client components below it: a provider
 * alone would replace them (next-intl does not merge nested providers), and sending them again would put them in
 * the page's HTML twice.
 */
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from "next-intl";
import { type ReactNode, useMemo } from "react";

export function MoreMessages({
  messages,
  children,
}: {
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const outer = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
