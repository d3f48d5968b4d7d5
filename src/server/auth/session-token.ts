/**
 * What the Auth.js JWT carries and how it evolves: the id of its server-side session (src/server/auth/
 * auth-sessions.ts), the provider's tokens (refreshed a minute before they expire) and the person as the client's
 * `useSession()` shows them, re-read with the session's state each time the client asks. An ended session, or a
 * failed refresh (the account was deleted or disabled at the provider), marks the token expired; an account that
 * may no longer be used marks it with the reason. The API and the route guard never trust the copy: they read the
 * session and the person from the database on every request.
 */
import type { JWT } from "next-auth/jwt";
import { type SessionUser, sessionProblem } from "@/lib/session-user";
import { type ProviderTokens, refreshTokens } from "@/server/identity/identity-toolkit";
import { sessionUserBySession } from "./session-user";

export type SessionError = "expired" | "inactive" | "no-organization" | "organization-inactive";

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** The server-side session this cookie belongs to. */
    sid?: string;
    idToken?: string;
    refreshToken?: string;
    idTokenExpiresAt?: number;
    sessionUser?: SessionUser;
    error?: SessionError;
  }
}

/** Refresh a minute early so a token never expires between the guard and the page. */
export const REFRESH_MARGIN_MS = 60_000;

export function tokenAfterSignIn(token: JWT, user: SessionUser, tokens: ProviderTokens, sid: string): JWT {
  return {
    ...token,
    sub: user._id,
    sid,
    uid: tokens.uid,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    idTokenExpiresAt: tokens.expiresAt,
    sessionUser: user,
    error: undefined,
  };
}

async function refreshed(token: JWT): Promise<JWT> {
  if (!token.refreshToken) return { ...token, error: "expired" };
  try {
    const tokens = await refreshTokens(token.refreshToken);
    return {
      ...token,
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      idTokenExpiresAt: tokens.expiresAt,
    };
  } catch {
    return { ...token, error: "expired" };
  }
}

async function withFreshUser(token: JWT): Promise<JWT> {
  const user = token.sub && token.sid ? await sessionUserBySession(token.sid, token.sub) : null;
  if (!user) return { ...token, error: "expired" };
  const problem = sessionProblem(user);
  return { ...token, sessionUser: user, error: problem ?? undefined };
}

/** The JWT each time the client reads its session: refresh the provider's tokens when due, re-read the rest. */
export async function nextSessionToken(token: JWT): Promise<JWT> {
  if (token.error === "expired") return token;
  if ((token.idTokenExpiresAt ?? 0) - REFRESH_MARGIN_MS < Date.now()) {
    const next = await refreshed(token);
    return next.error ? next : withFreshUser(next);
  }
  return withFreshUser(token);
}
