import { AppError } from "@/lib/errors";
import { adminAuth } from "@/server/identity/firebase-admin";

/** Verifies a provider ID token and returns its uid; an expired token is the §8 EXPIRED_SECTION. */
export async function verifyIdToken(idToken: string): Promise<string> {
  try {
    const decoded = await adminAuth().verifyIdToken(idToken);
    return decoded.uid;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "auth/id-token-expired") throw new AppError("EXPIRED_SECTION");
    // The emulator checks for disabled accounts on every verification; production only does so with
    // checkRevoked. Either way a disabled account is one that may no longer be used.
    if (code === "auth/user-disabled") throw new AppError("USER_NOT_ACTIVE");
    throw new AppError("NOT_AUTHORIZED");
  }
}
