"use client";

import { useEffect } from "react";
import { TIME_ZONE_COOKIE } from "@/i18n/locales";
import { browserTimeZone } from "@/lib/browser-time-zone";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the browser's timezone (a cookie the proxy reads), so that for someone who has not chosen a
 * timezone the next pages show dates in their own, not the server's. The first page of a first visit cannot know it.
 */
export function TimeZoneCookie() {
  useEffect(() => {
    const zone = browserTimeZone();
    const current = document.cookie.match(new RegExp(`(?:^|; )${TIME_ZONE_COOKIE}=([^;]*)`))?.[1];
    if (!zone || (current && decodeURIComponent(current) === zone)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; no library is needed for it
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  }, []);
  return null;
}
