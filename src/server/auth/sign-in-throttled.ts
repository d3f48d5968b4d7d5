import { type SignInResult, signInWithCredentials } from "./sign-in";
import { authThrottle, type Throttle, type ThrottleSubject } from "./throttle";

export type ThrottledSignInResult = SignInResult | { ok: false; reason: "throttled"; retryAfterMs: number };

/**
 * The app's sign-in: the attempt is counted per e-mail and per client address before the identity provider is
 * asked, and refused without asking it while either waits or is locked (src/server/auth/throttle-limits.ts).
 * A good password clears the e-mail's count but only takes its own attempt back from the address's: clearing
 * the address would let an attacker wipe it with an account of their own between guesses.
 */
export async function signInThrottled(
  email: string,
  password: string,
  address: string | null,
  throttle: Throttle = authThrottle,
): Promise<ThrottledSignInResult> {
  const account: ThrottleSubject = { scope: "sign-in-account", subject: email.trim().toLowerCase() };
  const fromAddress: ThrottleSubject[] = address ? [{ scope: "sign-in-address", subject: address }] : [];
  const subjects = [account, ...fromAddress];

  const claim = await throttle.claim(subjects);
  if (!claim.ok) return { ok: false, reason: "throttled", retryAfterMs: claim.retryAfterMs };

  let result: SignInResult;
  try {
    result = await signInWithCredentials(email, password);
  } catch (error) {
    await throttle.takeBack(subjects);
    throw error;
  }
  if (result.ok) await Promise.all([throttle.reset(account), throttle.takeBack(fromAddress)]);
  // The right password of an account that may not be used, or a provider failure: not a guess.
  else if (result.reason !== "invalid") await throttle.takeBack(subjects);
  return result;
}
