/**
 * Auth.js (next-auth v5) for the web app: a Credentials provider that signs in at the identity provider, and a
 * JWT session that keeps the provider's tokens and refreshes them before they expire. A failed refresh (account
 * deleted or disabled at the provider) marks the session expired, which the route guard and the API treat as
 * EXPIRED_SECTION.
 */
import NextAuth, { CredentialsSignin } from "next-auth";
import type { JWT } from "next-auth/jwt";
import Credentials from "next-auth/providers/credentials";
import { type SessionUser, sessionProblem } from "@/lib/session-user";
import { refreshTokens } from "@/server/auth/identity-toolkit";
import { sessionUserById } from "@/server/auth/session-user";
import { signInWithCredentials } from "@/server/auth/sign-in";
import { describeError, log } from "@/server/log";

declare module "next-auth" {
  interface User {
    sessionUser?: SessionUser;
    providerTokens?: { idToken: string; refreshToken: string; expiresAt: number; uid: string };
  }
  interface Session {
    user: SessionUser & { id: string; image?: string | null };
    error?: SessionError;
  }
}

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

export type SessionError = "expired" | "inactive" | "no-organization" | "organization-inactive";

class SignInFailed extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

/** Refresh a minute early so a token never expires between the guard and the page. */
const REFRESH_MARGIN_MS = 60_000;
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

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

/** Re-reads the session user so role, teams and the intake-form flag in the JWT follow the database. */
async function withFreshUser(token: JWT): Promise<JWT> {
  if (!token.sub) return { ...token, error: "expired" };
  const user = await sessionUserById(token.sub);
  if (!user) return { ...token, error: "expired" };
  const problem = sessionProblem(user);
  return problem ? { ...token, sessionUser: user, error: problem } : { ...token, sessionUser: user };
}

export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  trustHost: true,
  secret: process.env.AUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/sign-in" },
  logger: {
    // A refused sign-in is an expected outcome (wrong password, inactive account), not a server error.
    error(error) {
      if (error.name === "CredentialsSignin") log.info("sign-in refused", { code: (error as SignInFailed).code });
      else log.error("auth error", describeError(error));
    },
    warn: (code) => log.warn("auth warning", { code }),
  },
  providers: [
    Credentials({
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials) {
        const email = typeof credentials?.email === "string" ? credentials.email.trim().toLowerCase() : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (!email || !password) throw new SignInFailed("invalid");
        const result = await signInWithCredentials(email, password);
        if (!result.ok) throw new SignInFailed(result.reason);
        return {
          id: result.user._id,
          email: result.user.email,
          name: result.user.name,
          sessionUser: result.user,
          providerTokens: result.tokens,
        };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (user?.sessionUser && user.providerTokens) {
        return {
          ...token,
          sub: user.sessionUser._id,
          uid: user.providerTokens.uid,
          idToken: user.providerTokens.idToken,
          refreshToken: user.providerTokens.refreshToken,
          idTokenExpiresAt: user.providerTokens.expiresAt,
          sessionUser: user.sessionUser,
          error: undefined,
        };
      }
      if (token.error === "expired") return token;
      if ((token.idTokenExpiresAt ?? 0) - REFRESH_MARGIN_MS < Date.now()) {
        const next = await refreshed(token);
        return next.error ? next : withFreshUser(next);
      }
      return trigger === "update" ? withFreshUser(token) : token;
    },
    async session({ session, token }) {
      if (token.sessionUser) {
        session.user = { ...session.user, ...token.sessionUser, id: token.sessionUser._id };
      }
      session.error = token.error;
      return session;
    },
  },
});
