/** Next 16's name for the middleware: runs the §2 route guard before every page. */
import { NextResponse } from "next/server";
import { auth } from "@/auth";
import { CONTEXT_COOKIES } from "@/lib/constants";
import { guard } from "@/lib/route-guard";

export const proxy = auth((req) => {
  const session = req.auth;
  const result = guard({
    path: req.nextUrl.pathname,
    user: session?.user?._id ? session.user : null,
    sessionError: session?.error ?? null,
    selected: {
      organizationId: req.cookies.get(CONTEXT_COOKIES.organization)?.value ?? null,
      teamId: req.cookies.get(CONTEXT_COOKIES.team)?.value ?? null,
    },
  });
  if ("redirect" in result) return NextResponse.redirect(new URL(result.redirect, req.nextUrl.origin));
  return NextResponse.next();
});

export const config = {
  // Pages only: API routes authenticate themselves, and static assets need no guard.
  matcher: [
    "/((?!api|_next/static|_next/image|builds|favicon.ico|.*\\.(?:png|jpg|jpeg|svg|ico|webp|json|txt)$).*)",
  ],
};
