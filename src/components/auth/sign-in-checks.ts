/**
 * The sign-in form's own checks, by hand: zod would be most of the page's script. Same rules and messages as the
 * zod schema they replace (trimmed e-mail, required, zod's e-mail pattern); the server still checks with zod.
 */

export const REQUIRED = "Field is required";
export const INVALID_EMAIL = "Invalid email";

/** zod 4's `z.email()` pattern (its default), so the form accepts exactly what the API's e-mail field does. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The e-mail as the form sends it (trimmed), or the message to show. */
export function checkEmail(value: unknown): Checked<string> {
  const email = text(value).trim();
  if (!email) return { ok: false, error: REQUIRED };
  return EMAIL_PATTERN.test(email) ? { ok: true, value: email } : { ok: false, error: INVALID_EMAIL };
}

/** The password as typed (never trimmed), or the message to show. */
export function checkPassword(value: unknown): Checked<string> {
  const password = text(value);
  return password ? { ok: true, value: password } : { ok: false, error: REQUIRED };
}
