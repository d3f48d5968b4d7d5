import type { Sendable } from "@/lib/api/define";
import { type CheckInDetail, checkInSummary } from "@/lib/check-in-detail";
import type { CheckInDoc } from "@/lib/contracts/check-ins/schemas";
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleUser } from "@/server/users/find-visible-user";

const SHOWN = 20;

/** GET /check-ins/user/{id}: the latest check-ins of a member the caller (a coach or admin) may see, newest first. */
export async function userCheckIns(ctx: RequestContext, userId: string): Promise<Sendable<CheckInDoc>[]> {
  if (!(await findVisibleUser(ctx, userId))) throw notFound("User");
  const rows = await db.checkIn.findMany({
    where: { userId, organizationId: ctx.organizationId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN,
  });
  return rows.map((r) => ({
    _id: r.id,
    reason: r.reason as CheckInDoc["reason"],
    summary: checkInSummary(r.detail as unknown as CheckInDetail),
    chat: r.chatId,
    createdAt: r.createdAt.toISOString(),
  }));
}
