import { type SessionProblem, type SessionUser, sessionProblem } from "@/lib/session-user";
import { db } from "@/server/db";
import {
  IdentityProviderError,
  type ProviderTokens,
  signInWithPassword,
} from "@/server/identity/identity-toolkit";
import { recordUsageEvent } from "@/server/usage/record-usage-event";
import { recordActivity } from "@/server/users/record-activity";
import { sessionUserByFirebaseId } from "./session-user";

export type SignInFailure = "invalid" | SessionProblem | "unexpected";

export type SignInResult =
  | { ok: true; user: SessionUser; tokens: ProviderTokens }
  | { ok: false; reason: SignInFailure };

/**
 * E-mail + password at the identity provider, then the §4 checks on our side: the account must exist here,
 * be usable, and belong to an active organisation. A provider account with no user record is treated as
 * wrong credentials, so sign-in never reveals which accounts exist.
 */
export async function signInWithCredentials(email: string, password: string): Promise<SignInResult> {
  let tokens: ProviderTokens;
  try {
    tokens = await signInWithPassword(email, password);
  } catch (error) {
    if (error instanceof IdentityProviderError && error.isInvalidCredentials)
      return { ok: false, reason: "invalid" };
    if (error instanceof IdentityProviderError && error.providerCode.startsWith("USER_DISABLED")) {
      return { ok: false, reason: "inactive" };
    }
    console.error("[auth] sign-in failed at the identity provider", error);
    return { ok: false, reason: "unexpected" };
  }
  const user = await sessionUserByFirebaseId(tokens.uid);
  if (!user) return { ok: false, reason: "invalid" };
  const problem = sessionProblem(user);
  if (problem) return { ok: false, reason: problem };
  const now = new Date();
  await db.user.update({ where: { id: user._id }, data: { lastLoginAt: now } });
  await recordActivity(user._id, now);
  await recordUsageEvent("userLoggedIn", {
    organizationId: user.organization?._id,
    teamIds: user.teams,
    userId: user._id,
    at: now,
  });
  return { ok: true, user, tokens };
}
