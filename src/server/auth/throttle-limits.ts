/**
 * How many sign-in and password-reset attempts are let through. Every number of the throttling lives here;
 * src/server/auth/throttle.ts applies them, and docs/security.md explains them against NIST SP 800-63B §5.2.2.
 *
 * No limit counts an e-mail on its own: one that did would let anyone lock its owner out by guessing wrong on
 * purpose. Guesses are counted per account *and* client, and per client.
 */
export interface Limit {
  /** Attempts allowed within `durationS`; the next one is refused. */
  points: number;
  /** How long attempts are remembered, from the first one counted. */
  durationS: number;
  /** Once over the limit, how long every attempt is refused. */
  blockS: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Wrong passwords for one account from one client address, until a right one: the 11th attempt within a day is
 * refused for 15 minutes, and after that the count starts afresh. The owner, from any other address, is not
 * affected. At most 10 guesses per 15 minutes per address.
 */
export const SIGN_IN_PAIR_LIMIT: Limit = { points: 10, durationS: DAY, blockS: 15 * MINUTE };

/**
 * Wrong passwords from one client address, whatever the accounts: a school or an office shares one address, so
 * the day's allowance is generous; past it, the address waits until the day is over.
 */
export const SIGN_IN_CLIENT_LIMIT: Limit = { points: 100, durationS: DAY, blockS: DAY };

/** Password-reset requests from one client address: 10 an hour, then an hour's wait. */
export const RESET_CLIENT_LIMIT: Limit = { points: 10, durationS: HOUR, blockS: HOUR };

/**
 * Password-reset e-mails sent to one account: at most one every 5 minutes. A request in between is answered
 * exactly like one that sends (a fresh link is already in the mailbox), so the owner is never refused, and a
 * mailbox cannot be flooded with more than 12 an hour.
 */
export const RESET_MAIL_LIMIT: Limit = { points: 1, durationS: 5 * MINUTE, blockS: 0 };
