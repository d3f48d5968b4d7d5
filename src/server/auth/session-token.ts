/**
 * What the Auth.js JWT carries and how it evolves: the provider's tokens (refreshed a minute before they
 * expire) and a snapshot of the session user for the route guard (re-read from the database on refresh and
 * when the client asks for an update). A failed refresh — the account was deleted or disabled at the provider
 * — marks the session expired; an account that may no longer be used marks it with the reason.
 */
import type { JWT } from "next-auth/jwt";
import { type SessionUser, sessionProblem } from "@/lib/session-user";
import { type ProviderTokens, refreshTokens } from "@/server/identity/identity-toolkit";
import { sessionUserById } from "./session-user";

export type SessionError = "expired" | "inactive" | "no-organization" | "organization-inactive";

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    idToken?: string;
    refreshToken?: string;
    idTokenExpiresAt?: number;
    sessionUser?: SessionUser;
    error?: SessionError;
  }
}

/** Refresh a minute early so a token never expires between the guard and the page. */
export const REFRESH_MARGIN_MS = 60_000;

export function tokenAfterSignIn(token: JWT, user: SessionUser, tokens: ProviderTokens): JWT {
  return {
    ...token,
    sub: user._id,
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
  const user = token.sub ? await sessionUserById(token.sub) : null;
  if (!user) return { ...token, error: "expired" };
  const problem = sessionProblem(user);
  return { ...token, sessionUser: user, error: problem ?? undefined };
}

/** The JWT on every later request: refresh when due, re-read the user when refreshed or asked to. */
export async function nextSessionToken(token: JWT, trigger?: string): Promise<JWT> {
  if (token.error === "expired") return token;
  if ((token.idTokenExpiresAt ?? 0) - REFRESH_MARGIN_MS < Date.now()) {
    const next = await refreshed(token);
    return next.error ? next : withFreshUser(next);
  }
  return trigger === "update" ? withFreshUser(token) : token;
}
