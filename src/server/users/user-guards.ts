/** Checks shared by creating and updating users, run before anything is written anywhere. */
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";

/** E-mails are unique across the platform (they are the sign-in name), not per organisation. */
export async function assertEmailFree(email: string, exceptUserId?: string) {
  const taken = await db.user.findFirst({
    where: { email, ...(exceptUserId ? { NOT: { id: exceptUserId } } : {}) },
    select: { id: true },
  });
  if (taken) throw new AppError("USER_EMAIL_ALREADY_REGISTERED");
}

/**
 * A user's teams must be teams of the user's organisation. A team of another organisation is reported exactly
 * like a missing one, so the answer does not reveal that it exists. Returns the list without duplicates.
 */
export async function assertTeamsInOrganization(teamIds: string[], organizationId: string) {
  const unique = [...new Set(teamIds)];
  if (unique.length === 0) return unique;
  const found = await db.team.count({ where: { id: { in: unique }, organizationId } });
  if (found !== unique.length) {
    throw new AppError("VALIDATION_ERROR", { fields: [{ path: "teams", message: "Team not found" }] });
  }
  return unique;
}
