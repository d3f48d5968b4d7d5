import { adminAuth } from "./firebase-admin";

/**
 * The instant (ms) before which the provider no longer honours the account's sessions: set by a password change
 * or reset and by a revocation of its refresh tokens, to whole seconds. An account that no longer exists has none
 * left (Infinity); one never revoked, 0.
 */
export async function providerValidSince(uid: string): Promise<number> {
  try {
    const user = await adminAuth().getUser(uid);
    return user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return Number.POSITIVE_INFINITY;
    throw error;
  }
}
