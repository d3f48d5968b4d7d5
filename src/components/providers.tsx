"use client";

import { SessionProvider } from "next-auth/react";
import type * as React from "react";

/**
 * The dashboard's client-side context (next-auth session), mounted by the dashboard layout: only dashboard pages
 * read the session, so the sign-in and status pages go without its script.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
