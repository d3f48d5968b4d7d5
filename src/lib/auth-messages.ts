/**
 * Messages for the sign-in result codes. The credentials provider rejects with one of these codes
 * (next-auth passes it to the client as `res.code`); the sign-in form shows the text for 8000 ms (§8).
 */
import { ACCOUNT_MESSAGES, ERROR_CATALOGUE } from "@/lib/errors";

export const SIGN_IN_ERROR_MESSAGES = {
  invalid: ERROR_CATALOGUE.SIGN_IN_INVALID.message,
  inactive: ACCOUNT_MESSAGES.accountInactive,
  "no-organization": ACCOUNT_MESSAGES.noOrganization,
  "organization-inactive": ACCOUNT_MESSAGES.organizationInactive,
} as const satisfies Record<string, string>;

export type SignInErrorCode = keyof typeof SIGN_IN_ERROR_MESSAGES;

export const UNEXPECTED_SIGN_IN_MESSAGE: string = ERROR_CATALOGUE.INTERNAL_ERROR.message;

export function isSignInErrorCode(code: unknown): code is SignInErrorCode {
  return typeof code === "string" && Object.hasOwn(SIGN_IN_ERROR_MESSAGES, code);
}

/**
 * Sign-in refused by throttling (src/server/auth/throttle.ts) before the password was checked. The code carries
 * the wait in seconds, "throttled:300", since the message must say when to try again. The spec has no text for
 * this case.
 */
const THROTTLED_PREFIX = "throttled:";

export function throttledSignInCode(retryAfterMs: number): string {
  return `${THROTTLED_PREFIX}${Math.max(1, Math.ceil(retryAfterMs / 1000))}`;
}

/** "1 second", "8 seconds", "15 minutes", "24 hours": each unit rounded up, hours from two hours on. */
export function waitText(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export function tooManySignInAttemptsMessage(retryAfterMs: number): string {
  return `Too many sign-in attempts. Try again in ${waitText(retryAfterMs)}.`;
}

export function tooManyPasswordResetsMessage(retryAfterMs: number): string {
  return `Too many password reset requests. Try again in ${waitText(retryAfterMs)}.`;
}

/** The user-facing text for a sign-in failure code; anything unknown is 'Unexpected Error'. */
export function signInErrorMessage(code: string | null | undefined): string {
  if (code?.startsWith(THROTTLED_PREFIX)) {
    const seconds = Number(code.slice(THROTTLED_PREFIX.length));
    if (Number.isFinite(seconds) && seconds > 0) return tooManySignInAttemptsMessage(seconds * 1000);
  }
  return isSignInErrorCode(code) ? SIGN_IN_ERROR_MESSAGES[code] : UNEXPECTED_SIGN_IN_MESSAGE;
}

export const PASSWORD_RESET_SENT_MESSAGE: string = ACCOUNT_MESSAGES.passwordResetSent;
export const PASSWORD_RESET_FAILED_MESSAGE: string = ACCOUNT_MESSAGES.passwordResetFailed;

/** After "Sign out of all devices" (account settings), on the sign-in page it lands on. */
export const SIGNED_OUT_EVERYWHERE_MESSAGE = "You are signed out on all your devices.";
