/**
 * PUT /safeguarding/cases/{id}: a lead acknowledges, notes, reassigns or resolves a case. Each action is recorded
 * with who and when. A resolved case takes notes only; resolving as a false alarm is kept as the rules' feedback
 * (the case keeps its concerns and outcome, which `npm run bench:safeguarding`'s set can be tuned from).
 */

import type { Prisma } from "@/generated/prisma/client";
import { systemText } from "@/lib/contracts/notifications/system-texts";
import type { CaseActionInput } from "@/lib/contracts/safeguarding/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { notify } from "@/server/notifications/notify";
import { canTakeCase } from "@/server/users/safeguarding-leads";
import { caseDetail } from "./case-document";
import { type CaseRow, findCase } from "./case-scope";

const RESOLVED_MESSAGE = "This case is resolved; you can still add a note.";

export async function actOnCase(ctx: RequestContext, id: string, input: CaseActionInput) {
  const found = await findCase(ctx, id);
  if (found.status === "resolved" && input.action !== "note")
    throw new AppError("BAD_REQUEST", { message: RESOLVED_MESSAGE });
  const me = ctx.user._id;
  const now = new Date();
  let data: Prisma.SafeguardingCaseUpdateInput;
  switch (input.action) {
    case "acknowledge":
      data = found.acknowledgedAt
        ? {}
        : { status: "acknowledged", acknowledgedAt: now, acknowledgedById: me };
      break;
    case "note":
      data = {};
      break;
    case "reassign":
      data = await reassignment(ctx, found, input.assignee.toLowerCase());
      break;
    case "resolve":
      data = {
        status: "resolved",
        outcome: input.outcome,
        resolvedAt: now,
        resolvedById: me,
        ...(found.acknowledgedAt ? {} : { acknowledgedAt: now, acknowledgedById: me }),
      };
      break;
  }
  const action = { acknowledge: "acknowledged", note: "noted", reassign: "reassigned", resolve: "resolved" }[
    input.action
  ];
  await db.safeguardingCase.update({
    where: { id: found.id },
    data: { ...data, events: { create: { actorId: me, action, note: input.note } } },
  });
  return caseDetail(await findCase(ctx, id));
}

async function reassignment(ctx: RequestContext, found: CaseRow, assignee: string) {
  const person = await canTakeCase(assignee, found.organizationId);
  if (!person)
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "assignee", message: "Choose a coach or admin of the organisation" }],
    });
  await notify({
    type: "user",
    userIds: [assignee],
    title: `Safeguarding case given to you: ${found.athlete.name}`,
    message: `${ctx.user.name} gave you a safeguarding case. Open it to see what was written and act on it.`,
    level: "warning",
    metadata: {
      href: `/dashboard/safeguarding/${found.id}`,
      kind: "safeguarding",
      caseId: found.id,
      ...systemText(
        { key: "caseAssigned.title", values: { athlete: found.athlete.name } },
        { key: "caseAssigned.message", values: { name: ctx.user.name } },
      ),
    },
    createdById: ctx.user._id,
    organizationId: found.organizationId,
  });
  return {
    assignee: { connect: { id: assignee } },
    leadIds: found.leadIds.includes(assignee) ? found.leadIds : [...found.leadIds, assignee],
  };
}
