"use client";

import { SessionProvider } from "next-auth/react";
import type * as React from "react";
import "@/lib/zod-jitless";

/** Client-side context for the whole app (next-auth session). Mounted once by the root layout. */
export function Providers({ children }: { children: React.ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
