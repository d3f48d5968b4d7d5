import { alreadyExists } from "@/lib/contracts/common";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import { uniqueSlug } from "@/server/slug";

/** Team slugs are unique per organisation (@@unique([organizationId, slug])); two organisations may share one. */
async function taken(organizationId: string, slug: string, exceptId?: string): Promise<boolean> {
  const n = await db.team.count({
    where: { organizationId, slug, ...(exceptId ? { id: { not: exceptId } } : {}) },
  });
  return n > 0;
}

export function slugExists(): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path: "slug", message: alreadyExists("Slug") }] });
}

/** A slug the caller chose must be free in the organisation, else VALIDATION_ERROR on "slug". */
export async function assertTeamSlugFree(organizationId: string, slug: string, exceptId?: string) {
  if (await taken(organizationId, slug, exceptId)) throw slugExists();
  return slug;
}

/** The caller's slug, or one made from the name (with -2, -3… when taken). */
export function teamSlug(organizationId: string, name: string, given: string | undefined): Promise<string> {
  return given === undefined
    ? uniqueSlug(name, (s) => taken(organizationId, s))
    : assertTeamSlugFree(organizationId, given);
}
