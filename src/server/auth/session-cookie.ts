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

/**
 * Decoded cookies by their exact text: decoding (a key derivation and a decryption) costs about a millisecond
 * per request, and a browser sends the same cookie until it is renewed. The same text always decodes to the same
 * token, so a hit is as good as a decode as long as the token has not expired; only tokens that decoded are kept.
 */
const decoded = new Map<string, { token: JWT; expiresAt: number }>();
const DECODED_MAX = 1000;

function remembered(key: string): JWT | null {
  const entry = decoded.get(key);
  if (!entry) return null;
  if (entry.expiresAt > Date.now()) return entry.token;
  decoded.delete(key);
  return null;
}

function remember(key: string, token: JWT): void {
  if (typeof token.exp !== "number") return;
  if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value as string);
  decoded.set(key, { token, expiresAt: token.exp * 1000 });
}

/** `sent` tells a missing cookie (anonymous) from one that no longer decodes (expired or tampered with). */
export async function readSessionToken(req: Request): Promise<{ sent: boolean; token: JWT | null }> {
  const cookieName = presentSessionCookie(req);
  if (!cookieName) return { sent: false, token: null };
  const key = `${process.env.AUTH_SECRET}\n${cookieName}\n${req.headers.get("cookie") ?? ""}`;
  const known = remembered(key);
  if (known) return { sent: true, token: known };
  const token = await getToken({
    req,
    secret: process.env.AUTH_SECRET,
    cookieName,
    secureCookie: cookieName.startsWith("__Secure-"),
  });
  if (token) remember(key, token);
  return { sent: true, token };
}
