import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/session-user";
import { behindTrustedProxy, trustedProxyHops } from "@/server/auth/client-address";
import { readSessionToken } from "@/server/auth/session-cookie";
import { sessionUserByFirebaseId, sessionUserBySession } from "@/server/auth/session-user";
import { verifyIdToken } from "@/server/auth/verify-id-token";
import { rememberCallerPreference } from "./caller-locale";

/**
 * Who is calling: `Authorization: Bearer <provider ID token>` (§7) or the web session cookie. A token that was
 * sent but has expired is EXPIRED_SECTION, so the client runs the session-expired flow; no credentials at all
 * is NOT_AUTHORIZED.
 */
export async function authenticate(req: Request): Promise<SessionUser> {
  const user = await caller(req);
  rememberCallerPreference(req, user.preferredLanguage);
  return user;
}

async function caller(req: Request): Promise<SessionUser> {
  const header = req.headers.get("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) {
    const uid = await verifyIdToken(header.slice(7).trim());
    const user = await sessionUserByFirebaseId(uid);
    if (!user) throw new AppError("NOT_AUTHORIZED");
    return user;
  }
  const { sent, token } = await readSessionToken(req);
  if (!sent) throw new AppError("NOT_AUTHORIZED");
  assertSameOrigin(req);
  // An undecodable or past-maxAge cookie, a provider refresh that failed, or a session that was ended (signed out,
  // revoked) or never existed (a cookie from before sessions were kept, or forged with a leaked secret).
  if (!token?.sub || !token.sid || token.error === "expired") throw new AppError("EXPIRED_SECTION");
  const user = await sessionUserBySession(token.sid, token.sub);
  if (!user) throw new AppError("EXPIRED_SECTION");
  return user;
}

/**
 * The user id the session cookie names, from the cookie alone (no database read; decoded cookies are cached): for
 * reads started while authenticate() reads the session user. Null for anything else (no cookie, an undecodable
 * or expired one, a Bearer token). Not an authentication: whatever it starts is used only after authenticate().
 */
export async function sessionCookieSubject(req: Request): Promise<string | null> {
  if (req.headers.get("authorization")?.toLowerCase().startsWith("bearer ")) return null;
  const { token } = await readSessionToken(req);
  return token?.sub && token.error !== "expired" ? token.sub : null;
}

/** Methods that change nothing: a cross-site page may make a browser send them with the cookie, harmlessly. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The configured public URL's origin (AUTH_URL, which Auth.js reads too), or null when none is set. */
function configuredOrigin(): string | null {
  const raw = process.env.AUTH_URL?.trim();
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

/** The entry of a forwarded header the outermost trusted proxy wrote (as for X-Forwarded-For). */
function forwarded(req: Request, name: string): string | null {
  const entries = (req.headers.get(name) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? (entries[Math.max(entries.length - trustedProxyHops(), 0)] ?? null) : null;
}

/**
 * The origin (scheme, host and port) the browser used to reach this app: the configured public URL when there is
 * one; else, behind a trusted proxy, what that proxy forwarded; else the request's own.
 */
export function ownOrigin(req: Request): string | null {
  const configured = configuredOrigin();
  if (configured) return configured;
  const url = new URL(req.url);
  const host =
    (behindTrustedProxy() && forwarded(req, "x-forwarded-host")) || req.headers.get("host") || url.host;
  const scheme = (behindTrustedProxy() && forwarded(req, "x-forwarded-proto")) || url.protocol.slice(0, -1);
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF: a write authenticated by the session cookie must come from a page of this app. Browsers send Origin with
 * every such request (and Sec-Fetch-Site), and no page can forge either; SameSite=Lax alone still lets a form of
 * another site on the same "site" post, and a text/plain POST needs no preflight. A request with neither header
 * is not from a browser, so it cannot be riding someone's cookie. Bearer-token calls never get here.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  const origin = req.headers.get("origin");
  if (origin !== null) {
    let sent: string | null = null;
    try {
      sent = new URL(origin).origin;
    } catch {
      // "null" (sandboxed frames, privacy redirects) and garbage are no origin of ours.
    }
    // Scheme and port too: http://host is another origin than https://host, and may be an attacker's network.
    if (!sent || sent === "null" || sent !== ownOrigin(req)) throw new AppError("FORBIDDEN");
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") throw new AppError("FORBIDDEN");
}
