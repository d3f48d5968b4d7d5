import { alreadyExists } from "@/lib/contracts/common";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import { uniqueSlug } from "@/server/slug";

/** Organisation slugs are unique across the platform (the column is @unique). */
async function taken(slug: string, exceptId?: string): Promise<boolean> {
  const n = await db.organization.count({ where: { slug, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  return n > 0;
}

export function slugExists(): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path: "slug", message: alreadyExists("Slug") }] });
}

/** A slug the caller chose must be free, else VALIDATION_ERROR on "slug" ('Slug already exists'). */
export async function assertSlugFree(slug: string, exceptId?: string): Promise<string> {
  if (await taken(slug, exceptId)) throw slugExists();
  return slug;
}

/** The caller's slug, or one made from the name (with -2, -3… when taken). */
export function organizationSlug(name: string, given: string | undefined): Promise<string> {
  return given === undefined ? uniqueSlug(name, (s) => taken(s)) : assertSlugFree(given);
}
