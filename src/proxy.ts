/**
 * Next 16's name for the middleware: runs the §2 route guard before every page, and sends every page and
 * static file it sees the security headers of src/server/http/security-headers.ts (pages with a fresh CSP
 * nonce). API routes and build assets get theirs from next.config.ts: see that file for why.
 */
import { randomBytes } from "node:crypto";
import { type NextRequest, NextResponse } from "next/server";
import {
  chooseLocale,
  knownTimeZone,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  TIME_ZONE_COOKIE,
  TIME_ZONE_HEADER,
} from "@/i18n/locales";
import { CONTEXT_COOKIES } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { INPUT_MESSAGES } from "@/lib/input-rules";
import { guard } from "@/lib/route-guard";
import { type SessionUser, sessionProblem } from "@/lib/session-user";
import { readSessionToken } from "@/server/auth/session-cookie";
import { sessionUserBySession } from "@/server/auth/session-user";
import { isHttpsRequest, pageSecurityHeaders, resourceSecurityHeaders } from "@/server/http/security-headers";

/** The paths the guard runs for: exactly those of the matcher it had before the proxy also sent headers. */
const GUARDED =
  /^\/(?!api|_next\/static|_next\/image|builds|favicon.ico|.*\.(?:png|jpg|jpeg|svg|ico|webp|json|txt)$)/;
const API = /^\/api(?:\/|$)/;

/**
 * An API path Next could not decode would get Next's HTML 400 page, without the §8 envelope or the security
 * headers: answer it here instead. The matcher sends only API paths with a `%` this way (see `config`).
 */
function apiPathProblem(path: string, isHttps: boolean): Response | null {
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    const error = new AppError("VALIDATION_ERROR", {
      fields: [{ path: "path", message: INPUT_MESSAGES.undecodablePath }],
    });
    return Response.json(error.toEnvelope(), { status: 400, headers: resourceSecurityHeaders(isHttps) });
  }
}

/** Files, not documents: they load nothing, so they get the API's CSP. */
const STATIC_FILE = /^\/(?:builds(?:\/|$)|favicon\.ico$|.*\.(?:png|jpg|jpeg|svg|ico|webp|json|txt)$)/;

export async function proxy(req: NextRequest) {
  const path = req.nextUrl.pathname;
  const isHttps = isHttpsRequest(req.nextUrl.protocol, req.headers.get("x-forwarded-proto"));
  if (API.test(path)) return apiPathProblem(path, isHttps) ?? NextResponse.next();
  if (STATIC_FILE.test(path)) return withHeaders(NextResponse.next(), resourceSecurityHeaders(isHttps));

  const headers = pageSecurityHeaders({
    nonce: randomBytes(16).toString("base64"),
    env: process.env,
    isDev: process.env.NODE_ENV === "development",
    isHttps,
  });
  if (!GUARDED.test(path)) return pageResponse(req, headers, null);

  const { user, sessionError } = await pageSession(req);
  const result = guard({
    path,
    user,
    sessionError,
    selected: {
      organizationId: req.cookies.get(CONTEXT_COOKIES.organization)?.value ?? null,
      teamId: req.cookies.get(CONTEXT_COOKIES.team)?.value ?? null,
    },
  });
  if ("redirect" in result) {
    return withHeaders(NextResponse.redirect(new URL(result.redirect, req.nextUrl.origin)), headers);
  }
  return pageResponse(req, headers, user);
}

/**
 * The person as they are now, not as the cookie remembers them: the session is checked and the person read from
 * the database, so a sign-out elsewhere, a deactivation or a form filled in another browser count at once.
 * Read-only: see src/server/auth/session-cookie.ts for why the guard never renews the cookie itself.
 */
async function pageSession(
  req: NextRequest,
): Promise<{ user: SessionUser | null; sessionError: string | null }> {
  const { sent, token } = await readSessionToken(req);
  if (!sent) return { user: null, sessionError: null };
  // A cookie that no longer decodes, or whose session ended, is a session that ended, not a visitor.
  if (!token?.sub || !token.sid || token.error === "expired") return { user: null, sessionError: "expired" };
  const user = await sessionUserBySession(token.sid, token.sub);
  if (!user) return { user: null, sessionError: "expired" };
  return { user, sessionError: sessionProblem(user) };
}

/**
 * Next renders with the nonce it finds in the request's CSP header; the browser enforces the response's. The page
 * is rendered in the language and timezone chosen here (src/i18n/request.ts reads them), from the person read
 * above, so no page reads them again. Headers a client sent under these names are replaced, never trusted.
 */
function pageResponse(req: NextRequest, headers: Record<string, string>, user: SessionUser | null) {
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  const locale = chooseLocale({
    preference: user?.preferredLanguage,
    cookie: req.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: req.headers.get("accept-language"),
  });
  requestHeaders.set(LOCALE_HEADER, locale);
  // The person's chosen timezone, else their browser's, so the server renders dates as the browser will.
  const timeZone = knownTimeZone(user?.timeZone) ?? knownTimeZone(req.cookies.get(TIME_ZONE_COOKIE)?.value);
  if (timeZone) requestHeaders.set(TIME_ZONE_HEADER, timeZone);
  else requestHeaders.delete(TIME_ZONE_HEADER);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), headers);
}

function withHeaders(response: NextResponse, headers: Record<string, string>) {
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  return response;
}

export const config = {
  // Everything but API routes and build assets (next.config.ts's headers cover those): running the proxy on
  // API routes would make Next buffer every request body and cut uploads off at 10 MB.
  // API paths with a `%` too, so that one Next cannot decode gets the §8 envelope (apiPathProblem): no upload's
  // path has one (ids are hex), so none is buffered.
  matcher: ["/((?!api(?:/|$)|_next/static|_next/image).*)", "/api/(.*%.*)"],
};
