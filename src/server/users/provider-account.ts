/**
 * The identity-provider half of a user (firebase-admin). Our user record decides who may do what; the provider
 * account decides who can sign in and refresh tokens, so every change that matters for signing in (e-mail,
 * password, usable or not) is mirrored here, and provider refusals become the §8 codes.
 */

import { MESSAGES } from "@/lib/contracts/common";
import { AppError } from "@/lib/errors";
import { adminAuth } from "@/server/identity/firebase-admin";

function providerCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

function translated(error: unknown): unknown {
  switch (providerCode(error)) {
    case "auth/email-already-exists":
      return new AppError("USER_EMAIL_ALREADY_REGISTERED");
    case "auth/invalid-email":
      return new AppError("VALIDATION_ERROR", {
        fields: [{ path: "email", message: MESSAGES.invalidEmail }],
      });
    case "auth/invalid-password":
      return new AppError("VALIDATION_ERROR", {
        fields: [{ path: "password", message: MESSAGES.passwordLength }],
      });
    default:
      return error;
  }
}

/** Creates the sign-in account; returns its uid, which becomes the user's firebaseId. */
export async function createProviderAccount(input: {
  email: string;
  password: string;
  name: string;
  disabled: boolean;
}) {
  try {
    const created = await adminAuth().createUser({
      email: input.email,
      password: input.password,
      displayName: input.name,
      disabled: input.disabled,
    });
    return created.uid;
  } catch (error) {
    throw translated(error);
  }
}

export interface ProviderChanges {
  email?: string;
  password?: string;
  name?: string;
  /** Disabled exactly when our account is not usable (§6), so sign-in and token refresh are refused. */
  disabled?: boolean;
}

export async function updateProviderAccount(uid: string, changes: ProviderChanges) {
  const { name, ...rest } = changes;
  const properties = { ...rest, ...(name !== undefined ? { displayName: name } : {}) };
  if (Object.keys(properties).length === 0) return;
  try {
    await adminAuth().updateUser(uid, properties);
    // Disabling already stops refreshes; revoking too means re-enabling does not revive old sessions.
    if (changes.disabled) await adminAuth().revokeRefreshTokens(uid);
  } catch (error) {
    throw translated(error);
  }
}

/** Deleting an account that is already gone is success: the goal is that none remains. */
export async function deleteProviderAccount(uid: string) {
  try {
    await adminAuth().deleteUser(uid);
  } catch (error) {
    if (providerCode(error) !== "auth/user-not-found") throw error;
  }
}

/** Ends the refresh tokens the provider issued to the account (an app holding one can no longer renew its token). */
export async function revokeProviderSessions(uid: string) {
  try {
    await adminAuth().revokeRefreshTokens(uid);
  } catch (error) {
    if (providerCode(error) !== "auth/user-not-found") throw translated(error);
  }
}
