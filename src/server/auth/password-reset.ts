import { ACCOUNT_MESSAGES, AppError } from "@/lib/errors";
import { sendPasswordResetEmail } from "@/server/identity/identity-toolkit";
import { describeError, log } from "@/server/log";
import { authThrottle, type Throttle, type ThrottleSubject } from "./throttle";

export type PasswordResetResult = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Asks the identity provider to send the password-reset e-mail, counted per e-mail and per client address so it
 * cannot be used to flood a mailbox or the provider's quota. Unknown e-mails are counted and answered exactly
 * like known ones, so neither the answer nor the throttling reveals which accounts exist.
 */
export async function requestPasswordReset(
  email: string,
  address: string | null,
  throttle: Throttle = authThrottle,
): Promise<PasswordResetResult> {
  const subjects: ThrottleSubject[] = [
    { scope: "reset-account", subject: email.trim().toLowerCase() },
    ...(address ? [{ scope: "reset-address" as const, subject: address }] : []),
  ];
  const claim = await throttle.claim(subjects);
  if (!claim.ok) return claim;
  try {
    await sendPasswordResetEmail(email);
  } catch (error) {
    if (!(error as { providerCode?: string }).providerCode?.startsWith("EMAIL_NOT_FOUND")) {
      log.error(ACCOUNT_MESSAGES.passwordResetFailed, describeError(error));
      throw new AppError("BAD_REQUEST", { message: ACCOUNT_MESSAGES.passwordResetFailed, status: 502 });
    }
  }
  return { ok: true };
}
