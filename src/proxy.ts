/** Next 16's name for the middleware: runs the §2 route guard before every page. */
import { type NextRequest, NextResponse } from "next/server";
import { CONTEXT_COOKIES } from "@/lib/constants";
import { guard } from "@/lib/route-guard";
import { readSessionToken } from "@/server/auth/session-cookie";

export async function proxy(req: NextRequest) {
  // Read-only: see src/server/auth/session-cookie.ts for why the guard never renews the cookie itself.
  const { sent, token } = await readSessionToken(req);
  const result = guard({
    path: req.nextUrl.pathname,
    user: token?.sessionUser ?? null,
    // A cookie that no longer decodes is a session that ended, not a visitor who never signed in.
    sessionError: token?.error ?? (sent && !token ? "expired" : null),
    selected: {
      organizationId: req.cookies.get(CONTEXT_COOKIES.organization)?.value ?? null,
      teamId: req.cookies.get(CONTEXT_COOKIES.team)?.value ?? null,
    },
  });
  if ("redirect" in result) return NextResponse.redirect(new URL(result.redirect, req.nextUrl.origin));
  return NextResponse.next();
}

export const config = {
  // Pages only: API routes authenticate themselves, and static assets need no guard.
  matcher: [
    "/((?!api|_next/static|_next/image|builds|favicon.ico|.*\\.(?:png|jpg|jpeg|svg|ico|webp|json|txt)$).*)",
  ],
};
