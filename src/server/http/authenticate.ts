import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/session-user";
import { readSessionToken } from "@/server/auth/session-cookie";
import { sessionUserByFirebaseId, sessionUserById } from "@/server/auth/session-user";
import { verifyIdToken } from "@/server/auth/verify-id-token";

/**
 * Who is calling: `Authorization: Bearer <provider ID token>` (§7) or the web session cookie. A token that was
 * sent but has expired is EXPIRED_SECTION, so the client runs the session-expired flow; no credentials at all
 * is NOT_AUTHORIZED.
 */
export async function authenticate(req: Request): Promise<SessionUser> {
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
  // An undecodable or past-maxAge cookie, or a provider refresh that failed: the session is over.
  if (!token?.sub || token.error === "expired") throw new AppError("EXPIRED_SECTION");
  const user = await sessionUserById(token.sub);
  if (!user) throw new AppError("NOT_AUTHORIZED");
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

/** The host this request was addressed to, as the browser saw it (behind a trusted proxy, the forwarded one). */
function ownHost(req: Request): string | null {
  const forwarded = process.env.AUTH_TRUST_HOST === "true" ? req.headers.get("x-forwarded-host") : null;
  return forwarded?.split(",")[0].trim() || req.headers.get("host") || new URL(req.url).host;
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
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      // "null" (sandboxed frames, privacy redirects) and garbage are no origin of ours.
    }
    if (!host || host !== ownHost(req)) throw new AppError("FORBIDDEN");
    return;
  }
  const site = req.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") throw new AppError("FORBIDDEN");
}
