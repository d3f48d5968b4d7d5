/**
 * The Auth.js (next-auth v5) configuration of src/auth.ts: a Credentials provider that signs in at the identity
 * provider through the throttled sign-in, and a JWT session that keeps the provider's tokens and refreshes them
 * before they expire. A failed refresh (account deleted or disabled at the provider) marks the session expired,
 * which the route guard and the API treat as EXPIRED_SECTION.
 *
 * Kept apart from src/auth.ts, which calls NextAuth(), so that tests can run this configuration through
 * @auth/core's Auth() (next-auth's entry point imports `next/server`, which only Next.js resolves).
 */
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import type { SessionUser } from "@/lib/session-user";
import { recordAudit } from "@/server/audit/record-audit";
import { authorizeCredentials, type SignInFailed } from "@/server/auth/authorize-credentials";
import { safeCallbackPath } from "@/server/auth/callback-url";
import { SESSION_MAX_AGE_S } from "@/server/auth/session-max-age";
import { nextSessionToken, type SessionError, tokenAfterSignIn } from "@/server/auth/session-token";
import { sessionUserById } from "@/server/auth/session-user";
import { authThrottle, type Throttle } from "@/server/auth/throttle";
import type { ProviderTokens } from "@/server/identity/identity-toolkit";
import { describeError, log } from "@/server/log";
import { endSession } from "@/server/sessions/session-store";

declare module "next-auth" {
  interface User {
    sessionUser?: SessionUser;
    providerTokens?: ProviderTokens;
    sessionId?: string;
  }
  interface Session {
    user: SessionUser & { id: string; image?: string | null };
    error?: SessionError;
  }
}

export { SESSION_MAX_AGE_S };

export function authConfig({ throttle = authThrottle }: { throttle?: Throttle } = {}): NextAuthConfig {
  return {
    trustHost: true,
    secret: process.env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/sign-in" },
    logger: {
      // A refused sign-in is an expected outcome (wrong password, inactive account), not a server error.
      error(error) {
        // Matched on Auth.js's `type`, not the class name, which a production build minifies.
        if ((error as { type?: string }).type === "CredentialsSignin")
          log.info("sign-in refused", { code: (error as SignInFailed).code });
        else log.error("auth error", describeError(error));
      },
      warn: (code) => log.warn("auth warning", { code }),
    },
    providers: [
      Credentials({
        credentials: { email: { type: "email" }, password: { type: "password" } },
        authorize: (credentials, request) => authorizeCredentials(credentials, request.headers, throttle),
      }),
    ],
    events: {
      // The cookie is cleared too, but a copy of it (another tab's renewal in flight, a stolen one) must not live on.
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        const userId = sid ? await endSession(sid, "sign-out") : null;
        const organizationId = userId ? ((await sessionUserById(userId))?.organization?._id ?? null) : null;
        if (userId) await recordAudit({ action: "sign-out", actorId: userId, organizationId });
      },
    },
    callbacks: {
      // Auth.js's default throws on a callbackUrl that does not parse (a 500) and follows same-origin
      // protocol-relative paths; this one never throws and sends anything foreign to /dashboard.
      redirect: ({ url, baseUrl }) => `${baseUrl}${safeCallbackPath(url, baseUrl)}`,
      async jwt({ token, user }) {
        if (user?.sessionUser && user.providerTokens && user.sessionId) {
          return tokenAfterSignIn(token, user.sessionUser, user.providerTokens, user.sessionId);
        }
        return nextSessionToken(token);
      },
      async session({ session, token }) {
        if (token.sessionUser) {
          session.user = { ...session.user, ...token.sessionUser, id: token.sessionUser._id };
        }
        session.error = token.error;
        return session;
      },
    },
  };
}
