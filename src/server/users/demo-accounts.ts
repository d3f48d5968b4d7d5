/**
 * Creates a person in both places they live: an identity-provider account (e-mail + password) and our user
 * record linked by firebaseId. Used by the seed and by tests, so test data is made the way real data is.
 */
import type { Role } from "@/lib/constants";
import { db } from "@/server/db";
import { adminAuth } from "@/server/identity/firebase-admin";

export interface AccountInput {
  email: string;
  password: string;
  name: string;
  role: Role;
  organizationId: string | null;
  teamIds?: string[];
  isAdminMaster?: boolean;
  active?: boolean;
  filledIntakeForm?: boolean;
}

/** Makes sure the provider has an account for this e-mail with this password; returns its uid. */
export async function ensureProviderAccount(
  email: string,
  password: string,
  uid?: string | null,
): Promise<string> {
  const auth = adminAuth();
  try {
    const existing = await auth.getUserByEmail(email);
    await auth.updateUser(existing.uid, { password, disabled: false });
    return existing.uid;
  } catch (error) {
    if ((error as { code?: string }).code !== "auth/user-not-found") throw error;
    const created = await auth.createUser({ ...(uid ? { uid } : {}), email, password, emailVerified: true });
    return created.uid;
  }
}

/** Creates or refreshes one account; idempotent by e-mail. */
export async function upsertAccount(input: AccountInput) {
  const email = input.email.toLowerCase();
  const existing = await db.user.findUnique({ where: { email }, select: { id: true, firebaseId: true } });
  const firebaseId = await ensureProviderAccount(email, input.password, existing?.firebaseId);
  const data = {
    name: input.name,
    role: input.role,
    firebaseId,
    organizationId: input.organizationId,
    isAdminMaster: input.isAdminMaster ?? false,
    active: input.active ?? true,
    filledIntakeForm: input.filledIntakeForm ?? false,
    teams: { set: (input.teamIds ?? []).map((id) => ({ id })) },
  };
  if (existing) return db.user.update({ where: { id: existing.id }, data });
  return db.user.create({
    data: { ...data, email, teams: { connect: (input.teamIds ?? []).map((id) => ({ id })) } },
  });
}

/** The demo academy's safeguarding leads: its admin and its coach, flagged by a seed that finds neither flagged. */
export async function seedDemoSafeguardingLeads(ids: string[]): Promise<void> {
  const already = await db.user.count({ where: { id: { in: ids }, safeguardingLead: true } });
  if (already === 0)
    await db.user.updateMany({ where: { id: { in: ids } }, data: { safeguardingLead: true } });
}
