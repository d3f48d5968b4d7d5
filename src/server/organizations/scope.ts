import type { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";

/** A master admin, who may act on every organisation (§1, §6). */
export function isMaster(ctx: RequestContext): boolean {
  return ctx.user.isAdminMaster;
}

/**
 * Which organisations a caller may see, as a Prisma where-clause. A master admin sees all of them; anyone else
 * only their own, whatever organisation header they send — so an organisation outside this scope answers
 * ORGANIZATION_NOT_EXISTS rather than revealing that it exists.
 */
export function visibleOrganizations(ctx: RequestContext): Prisma.OrganizationWhereInput {
  if (isMaster(ctx)) return {};
  return { id: ctx.user.organization?._id ?? "" };
}
