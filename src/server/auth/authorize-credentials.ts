/**
 * The Credentials provider's `authorize` (src/server/auth/auth-config.ts): the throttled sign-in at the identity
 * provider, recorded on the audit trail either way, and a server-side session opened for the person signed in.
 */
import { CredentialsSignin } from "@auth/core/errors";
import type { User } from "next-auth";
import { throttledSignInCode } from "@/lib/auth-messages";
import { textProblem } from "@/lib/input-rules";
import { recordAudit } from "@/server/audit/record-audit";
import { openSession } from "@/server/sessions/session-store";
import { userByEmail } from "@/server/users/user-by-email";
import { clientAddress, clientIp } from "./client-address";
import { SESSION_MAX_AGE_S } from "./session-max-age";
import { signInThrottled } from "./sign-in-throttled";
import type { Throttle } from "./throttle";

/** Its code reaches the sign-in form as `res.code` (src/lib/auth-messages.ts turns it into the message). */
export class SignInFailed extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

function credentialOf(credentials: Partial<Record<string, unknown>> | undefined, key: string): string {
  const value = credentials?.[key];
  return typeof value === "string" ? value : "";
}

export async function authorizeCredentials(
  credentials: Partial<Record<string, unknown>> | undefined,
  headers: Headers,
  throttle: Throttle,
): Promise<User> {
  const email = credentialOf(credentials, "email").trim().toLowerCase();
  const password = credentialOf(credentials, "password");
  // The edge's text rule (clean-input.ts) for the one form that does not go through endpoint(): a NUL would
  // reach the throttle's table, and no account has such an address or one that long.
  const unusable = (text: string) => textProblem(text) !== null || text.length > 1024;
  if (!email || !password || unusable(email) || unusable(password)) throw new SignInFailed("invalid");
  const client = { address: clientIp(headers), userAgent: headers.get("user-agent") };
  const result = await signInThrottled(email, password, clientAddress(headers), throttle);
  if (!result.ok) {
    const who = await userByEmail(email);
    const details = { reason: result.reason };
    const organizationId = who?.organizationId ?? null;
    await recordAudit({ action: "sign-in-failed", actorId: who?.id, organizationId, client, details });
    throw new SignInFailed(
      result.reason === "throttled" ? throttledSignInCode(result.retryAfterMs) : result.reason,
    );
  }
  const organizationId = result.user.organization?._id ?? null;
  await recordAudit({ action: "sign-in", actorId: result.user._id, organizationId, client });
  const session = {
    userAgent: client.userAgent,
    clientAddress: client.address,
    providerUid: result.tokens.uid,
  };
  return {
    sessionId: await openSession(result.user._id, session, SESSION_MAX_AGE_S),
    id: result.user._id,
    email: result.user.email,
    name: result.user.name,
    sessionUser: result.user,
    providerTokens: result.tokens,
  };
}
