import type { Locale } from "@/i18n/locales";
import { ACCOUNT_MESSAGES, AppError } from "@/lib/errors";
import { sendPasswordResetEmail } from "@/server/identity/identity-toolkit";
import { describeError, log } from "@/server/log";
import { preferredLocaleByEmail } from "@/server/users/preferred-language";
import { authThrottle, type Throttle } from "./throttle";

export type PasswordResetResult = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Asks the identity provider to send the password-reset e-mail. Requests are counted per client address (too
 * many are refused), and an account gets at most one e-mail every few minutes: requests in between are answered
 * alike without sending, so no one can flood a mailbox, nor keep the owner from resetting. Unknown e-mails are
 * counted and answered exactly like known ones, so neither the answer nor the throttling reveals which exist.
 */
export async function requestPasswordReset(
  email: string,
  address: string | null,
  requestLocale: Locale,
  throttle: Throttle = authThrottle,
): Promise<PasswordResetResult> {
  const claim = await throttle.claimReset(email, address);
  if (!claim.ok) return claim;
  if (!claim.send) return { ok: true };
  try {
    // In the account's own language when it has one (a parent's browser may ask); else in the asking page's.
    await sendPasswordResetEmail(email, (await preferredLocaleByEmail(email)) ?? requestLocale);
  } catch (error) {
    if (!(error as { providerCode?: string }).providerCode?.startsWith("EMAIL_NOT_FOUND")) {
      log.error(ACCOUNT_MESSAGES.passwordResetFailed, describeError(error));
      throw new AppError("BAD_REQUEST", { message: ACCOUNT_MESSAGES.passwordResetFailed, status: 502 });
    }
  }
  return { ok: true };
}
