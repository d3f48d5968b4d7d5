import type { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "@/server/users/scope";

/**
 * Journal entries a caller may READ, as a Prisma where-clause: always inside the organisation the call acts in
 * (an entry of another organisation is 'Journal not found'), and either the caller's own or written by a user
 * the caller may see (visibleUsers: an athlete only themselves, a coach the visible members of their teams —
 * narrowed to the chosen team when one is — and an admin everyone of the organisation).
 */
export function readableJournals(ctx: RequestContext): Prisma.JournalEntryWhereInput {
  return {
    organizationId: ctx.organizationId,
    OR: [{ userId: ctx.user._id }, { user: visibleUsers(ctx) }],
  };
}

/** Journal entries a caller may change or delete: only their own, in the organisation the call acts in. */
export function writableJournals(ctx: RequestContext): Prisma.JournalEntryWhereInput {
  return { organizationId: ctx.organizationId, userId: ctx.user._id };
}
