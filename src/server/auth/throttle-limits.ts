/**
 * How many sign-in and password-reset attempts are let through, per e-mail and per client address. Every number
 * of the throttling lives here; src/server/auth/throttle.ts applies them and docs/design-decisions.md quotes them.
 *
 * After `freeFailures` counted attempts, attempt n must wait `firstDelayMs × 2^(n − freeFailures − 1)` after it
 * (never more than `lockMs`); from `lockAtFailures` on, each counted attempt locks the subject for `lockMs`.
 * Attempts made while a subject waits or is locked are refused without asking the identity provider, and are not
 * counted. A counter with no attempt for `forgetAfterMs` starts afresh.
 */
export interface ThrottleLimits {
  freeFailures: number;
  firstDelayMs: number;
  lockAtFailures: number;
  lockMs: number;
  forgetAfterMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Wrong passwords for one e-mail: 5 free, then 1, 2, 4 and 8 s, and the 10th locks for 15 minutes. */
export const SIGN_IN_ACCOUNT_LIMITS: ThrottleLimits = {
  freeFailures: 5,
  firstDelayMs: 1 * SECOND,
  lockAtFailures: 10,
  lockMs: 15 * MINUTE,
  forgetAfterMs: 1 * HOUR,
};

/**
 * Failed sign-ins from one client address, whatever the e-mail: more generous, since an office or a school
 * shares one address. 20 free, then 1 s doubling up to 256 s, and the 30th locks for 15 minutes.
 */
export const SIGN_IN_ADDRESS_LIMITS: ThrottleLimits = {
  freeFailures: 20,
  firstDelayMs: 1 * SECOND,
  lockAtFailures: 30,
  lockMs: 15 * MINUTE,
  forgetAfterMs: 1 * HOUR,
};

/** Password-reset e-mails asked for one e-mail (every request counts): 3 free, a 1-minute wait, then locked. */
export const RESET_ACCOUNT_LIMITS: ThrottleLimits = {
  freeFailures: 3,
  firstDelayMs: 1 * MINUTE,
  lockAtFailures: 5,
  lockMs: 1 * HOUR,
  forgetAfterMs: 1 * HOUR,
};

/** Password-reset requests from one client address: 10 free, then 1 minute doubling, and the 20th locks. */
export const RESET_ADDRESS_LIMITS: ThrottleLimits = {
  freeFailures: 10,
  firstDelayMs: 1 * MINUTE,
  lockAtFailures: 20,
  lockMs: 1 * HOUR,
  forgetAfterMs: 1 * HOUR,
};

/** The throttled subjects, as stored in "AuthThrottle".scope, each with its limits. */
export const THROTTLE_SCOPES = {
  "sign-in-account": SIGN_IN_ACCOUNT_LIMITS,
  "sign-in-address": SIGN_IN_ADDRESS_LIMITS,
  "reset-account": RESET_ACCOUNT_LIMITS,
  "reset-address": RESET_ADDRESS_LIMITS,
} as const satisfies Record<string, ThrottleLimits>;

export type ThrottleScope = keyof typeof THROTTLE_SCOPES;
