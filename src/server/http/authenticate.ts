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
