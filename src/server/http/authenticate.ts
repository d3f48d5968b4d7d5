import { getToken } from "next-auth/jwt";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/session-user";
import { sessionUserByFirebaseId, sessionUserById } from "@/server/auth/session-user";
import { verifyIdToken } from "@/server/auth/verify-id-token";

const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;

function presentSessionCookie(req: Request): (typeof SESSION_COOKIES)[number] | null {
  const cookies = req.headers.get("cookie") ?? "";
  // Auth.js splits large tokens into `<name>.0`, `<name>.1`…; either form means a session was sent.
  return (
    SESSION_COOKIES.find((name) => cookies.includes(`${name}=`) || cookies.includes(`${name}.0=`)) ?? null
  );
}

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
  const cookieName = presentSessionCookie(req);
  if (!cookieName) throw new AppError("NOT_AUTHORIZED");
  const token = await getToken({
    req,
    secret: process.env.AUTH_SECRET,
    cookieName,
    secureCookie: cookieName.startsWith("__Secure-"),
  });
  // An undecodable or past-maxAge cookie, or a provider refresh that failed: the session is over.
  if (!token?.sub || token.error === "expired") throw new AppError("EXPIRED_SECTION");
  const user = await sessionUserById(token.sub);
  if (!user) throw new AppError("NOT_AUTHORIZED");
  return user;
}
