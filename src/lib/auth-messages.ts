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

export const SIGN_IN_ERROR_CODES = Object.keys(SIGN_IN_ERROR_MESSAGES) as SignInErrorCode[];

export const UNEXPECTED_SIGN_IN_MESSAGE: string = ERROR_CATALOGUE.INTERNAL_ERROR.message;

export function isSignInErrorCode(code: unknown): code is SignInErrorCode {
  return typeof code === "string" && Object.hasOwn(SIGN_IN_ERROR_MESSAGES, code);
}

/** The user-facing text for a sign-in failure code; anything unknown is 'Unexpected Error'. */
export function signInErrorMessage(code: string | null | undefined): string {
  return isSignInErrorCode(code) ? SIGN_IN_ERROR_MESSAGES[code] : UNEXPECTED_SIGN_IN_MESSAGE;
}

export const PASSWORD_RESET_SENT_MESSAGE: string = ACCOUNT_MESSAGES.passwordResetSent;
export const PASSWORD_RESET_FAILED_MESSAGE: string = ACCOUNT_MESSAGES.passwordResetFailed;
