/**
 * Reads the Auth.js session cookie without re-issuing it. Auth.js's own `auth()` wrapper writes a renewed cookie on
 * every request it sees; in the route guard that races with sign-out (a prefetch answered after the sign-out would
 * bring the cookie back), so the guard and the API only read it. The session is renewed and the provider tokens
 * refreshed through /api/auth/session, which the client's SessionProvider calls on every page load and focus.
 */
import { getToken, type JWT } from "next-auth/jwt";

const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;

function presentSessionCookie(req: Request): (typeof SESSION_COOKIES)[number] | null {
  const cookies = req.headers.get("cookie") ?? "";
  // Auth.js splits large tokens into `<name>.0`, `<name>.1`…; either form means a session was sent.
  return (
    SESSION_COOKIES.find((name) => cookies.includes(`${name}=`) || cookies.includes(`${name}.0=`)) ?? null
  );
}

/** `sent` tells a missing cookie (anonymous) from one that no longer decodes (expired or tampered with). */
export async function readSessionToken(req: Request): Promise<{ sent: boolean; token: JWT | null }> {
  const cookieName = presentSessionCookie(req);
  if (!cookieName) return { sent: false, token: null };
  const token = await getToken({
    req,
    secret: process.env.AUTH_SECRET,
    cookieName,
    secureCookie: cookieName.startsWith("__Secure-"),
  });
  return { sent: true, token };
}
