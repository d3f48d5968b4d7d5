/**
 * Who may read and act on a case: in the organisation the call acts in, the people told when it opened (the leads,
 * or the admins and team coaches when there were none), whoever it was given to, and every current safeguarding
 * lead. Athletes never: the endpoints are for coaches and admins, and an athlete is never among the told.
 */
import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { isSafeguardingLead } from "@/server/users/safeguarding-leads";

export async function visibleCases(ctx: RequestContext): Promise<Prisma.SafeguardingCaseWhereInput> {
  const me = ctx.user._id;
  const lead = await isSafeguardingLead(me, ctx.organizationId);
  return {
    organizationId: ctx.organizationId,
    ...(lead ? {} : { OR: [{ leadIds: { has: me } }, { assigneeId: me }] }),
  };
}

export const caseInclude = {
  athlete: { select: { name: true } },
  assignee: { select: { name: true } },
  events: { orderBy: { createdAt: "asc" }, include: { actor: { select: { name: true } } } },
} as const satisfies Prisma.SafeguardingCaseInclude;

export type CaseRow = Prisma.SafeguardingCaseGetPayload<{ include: typeof caseInclude }>;

/** A case the caller may see, with what its document shows ('Case not found' otherwise). */
export async function findCase(ctx: RequestContext, id: string): Promise<CaseRow> {
  const row = await db.safeguardingCase.findFirst({
    where: { AND: [{ id }, await visibleCases(ctx)] },
    include: caseInclude,
  });
  if (!row) throw notFound("Case");
  return row;
}
