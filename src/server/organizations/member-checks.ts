/** Checks shared by the members endpoints of organisations and teams (§3 "Membership update"). */
import type { MembersInput } from "@/lib/contracts/common";
import { AppError } from "@/lib/errors";

export type MembersField = "users" | "usersToAdd" | "usersToRemove";

export function membersError(path: MembersField, message: string): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path, message }] });
}

/** The two lists without repeats; a user in both is a contradiction, refused rather than guessed at. */
export function memberLists(input: MembersInput) {
  const toAdd = [...new Set(input.usersToAdd)];
  const toRemove = [...new Set(input.usersToRemove)];
  if (toAdd.some((id) => toRemove.includes(id))) {
    throw membersError("usersToRemove", "A user cannot be both added and removed");
  }
  return { toAdd, toRemove };
}

/**
 * Every requested id must be among the users found in scope. Ids outside the scope (another organisation's
 * users) get the same '{item} not found' answer as ids that do not exist, so the endpoint cannot be used to
 * probe for them.
 */
export function assertAllFound(path: MembersField, requested: string[], found: { id: string }[]): void {
  const ids = new Set(found.map((u) => u.id));
  if (requested.some((id) => !ids.has(id))) throw membersError(path, "User not found");
}
