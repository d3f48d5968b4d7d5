import { type SignInResult, signInWithCredentials } from "./sign-in";
import { authThrottle, type Throttle } from "./throttle";

export type ThrottledSignInResult = SignInResult | { ok: false; reason: "throttled"; retryAfterMs: number };

/**
 * The app's sign-in: the attempt is counted per account-and-client and per client before the identity provider
 * is asked, and refused without asking it while either is over its limit (src/server/auth/throttle-limits.ts).
 */
export async function signInThrottled(
  email: string,
  password: string,
  address: string | null,
  throttle: Throttle = authThrottle,
): Promise<ThrottledSignInResult> {
  const claim = await throttle.claimSignIn(email, address);
  if (!claim.ok) return { ok: false, reason: "throttled", retryAfterMs: claim.retryAfterMs };

  let result: SignInResult;
  try {
    result = await signInWithCredentials(email, password);
  } catch (error) {
    await throttle.takeBackSignIn(email, address);
    throw error;
  }
  if (result.ok) await throttle.signedIn(email, address);
  // The right password of an account that may not be used, or a provider failure: not a guess.
  else if (result.reason !== "invalid") await throttle.takeBackSignIn(email, address);
  return result;
}
