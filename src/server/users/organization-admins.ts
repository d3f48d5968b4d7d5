import { db } from "@/server/db";

/** The active admins of organisation `organizationId` (their ids): whom the assessments domain tells of failures. */
export function organizationAdmins(organizationId: string): Promise<{ id: string }[]> {
  return db.user.findMany({
    where: { organizationId, role: "admin", active: true },
    select: { id: true },
  });
}
