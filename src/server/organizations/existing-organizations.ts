import { db } from "@/server/db";

/** Of `ids`, the organisations that exist (a master admin may name any of them). */
export function existingOrganizations(ids: string[]): Promise<{ id: string }[]> {
  return db.organization.findMany({ where: { id: { in: ids } }, select: { id: true } });
}

/** Organisation `id` with its name (null when there is none). */
export function organizationName(id: string): Promise<{ id: string; name: string } | null> {
  return db.organization.findUnique({ where: { id }, select: { id: true, name: true } });
}
