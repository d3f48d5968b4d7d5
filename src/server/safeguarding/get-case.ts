import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { caseDetail } from "./case-document";
import { findCase } from "./case-scope";

/** GET /safeguarding/cases/{id}: the case with its quoted context. Reading it is recorded (who, when). */
export async function getCase(ctx: RequestContext, id: string) {
  const found = await findCase(ctx, id);
  await db.safeguardingCaseEvent.create({
    data: { caseId: found.id, actorId: ctx.user._id, action: "viewed" },
  });
  await recordAuditBy(ctx, "safeguarding-case-viewed", {
    target: { type: "safeguarding-case", id: found.id },
  });
  return caseDetail(await findCase(ctx, id));
}
