import { AppError } from "@/lib/errors";
import { adminAuth } from "./firebase-admin";

/** Verifies a provider ID token and returns its uid; an expired token is the §8 EXPIRED_SECTION. */
export async function verifyIdToken(idToken: string): Promise<string> {
  try {
    const decoded = await adminAuth().verifyIdToken(idToken);
    return decoded.uid;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "auth/id-token-expired") throw new AppError("EXPIRED_SECTION");
    throw new AppError("NOT_AUTHORIZED");
  }
}
