import { toDocument } from "@/server/http/document";

/** Relations a user document carries: enough of its organisation and teams to render them by name. */
export const userInclude = {
  organization: {
    select: { id: true, name: true, slug: true, image: true, active: true, masterOrganization: true },
  },
  teams: { select: { id: true, name: true, slug: true, image: true } },
} as const;

export function userDocument(row: Record<string, unknown>) {
  return toDocument(row);
}
