import type { UserDetails } from "@/generated/prisma/client";
import { toDocument } from "@/server/http/document";
import { detailsDocument } from "./details-document";

/** Relations a user document carries: enough of its organisation and teams to render them by name. */
export const userInclude = {
  organization: {
    select: { id: true, name: true, slug: true, image: true, active: true, masterOrganization: true },
  },
  teams: { select: { id: true, name: true, slug: true, image: true } },
} as const;

/** `userInclude` plus the profile, for the single-user reads (GET /users/me, GET /users/{id}). */
export const userWithDetailsInclude = { ...userInclude, details: true } as const;

export function userDocument(row: Record<string, unknown>) {
  // Details go through their own mapper: the generic one would leak Prisma's enum identifiers and the
  // flattened injury-status columns.
  const { details, ...rest } = row;
  const doc = toDocument(rest);
  if (details !== undefined) doc.details = details ? detailsDocument(details as UserDetails) : null;
  return doc;
}
