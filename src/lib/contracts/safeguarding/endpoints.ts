/** Safeguarding cases: for the organisation's safeguarding leads (and, when none is set, the people told instead). */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  caseActionSchema,
  caseAssigneesSchema,
  caseDetailSchema,
  caseDocSchema,
  urgentCasesSchema,
} from "@/lib/contracts/safeguarding/schemas";
import { safeguardingRoutes as routes } from "./routes";

const tag = "Safeguarding";

export const safeguarding = {
  paginate: defineEndpoint(routes.paginate, {
    rule: "coachesAndAdmins",
    tag,
    summary: "One page of the cases the caller leads, open ones (filters.state) newest first",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(caseDocSchema),
  }),
  get: defineEndpoint(routes.get, {
    rule: "coachesAndAdmins",
    tag,
    summary: "One case with its quoted context and record; the view itself is recorded",
    kind: "json",
    response: caseDetailSchema,
  }),
  act: defineEndpoint(routes.act, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Acknowledge, note, reassign or resolve a case (recorded with who and when)",
    kind: "json",
    body: caseActionSchema,
    response: caseDetailSchema,
  }),
  urgent: defineEndpoint(routes.urgent, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Urgent cases of the caller's that no one has acknowledged yet",
    kind: "json",
    response: urgentCasesSchema,
  }),
  assignees: defineEndpoint(routes.assignees, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Who a case can be given to: the organisation's active coaches and admins",
    kind: "json",
    response: caseAssigneesSchema,
  }),
};
