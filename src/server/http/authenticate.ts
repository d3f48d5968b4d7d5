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
