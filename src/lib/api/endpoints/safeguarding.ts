/** Safeguarding cases: for the organisation's safeguarding leads (and, when none is set, the people told instead). */
import { idParams } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  caseActionSchema,
  caseAssigneesSchema,
  caseDetailSchema,
  caseDocSchema,
  urgentCasesSchema,
} from "@/lib/contracts/safeguarding";
import { defineEndpoint } from "../define";
import { pageOf } from "../wire";

const tag = "Safeguarding";

export const safeguarding = {
  paginate: defineEndpoint({
    method: "POST",
    path: "/safeguarding/cases/paginate",
    rule: "coachesAndAdmins",
    tag,
    summary: "One page of the cases the caller leads, open ones (filters.state) newest first",
    kind: "json",
    body: listQuerySchema,
    response: pageOf(caseDocSchema),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/safeguarding/cases/{id}",
    rule: "coachesAndAdmins",
    tag,
    summary: "One case with its quoted context and record; the view itself is recorded",
    kind: "json",
    params: idParams,
    response: caseDetailSchema,
  }),
  act: defineEndpoint({
    method: "PUT",
    path: "/safeguarding/cases/{id}",
    rule: "coachesAndAdmins",
    tag,
    summary: "Acknowledge, note, reassign or resolve a case (recorded with who and when)",
    kind: "json",
    params: idParams,
    body: caseActionSchema,
    response: caseDetailSchema,
  }),
  urgent: defineEndpoint({
    method: "GET",
    path: "/safeguarding/urgent",
    rule: "coachesAndAdmins",
    tag,
    summary: "Urgent cases of the caller's that no one has acknowledged yet",
    kind: "json",
    response: urgentCasesSchema,
  }),
  assignees: defineEndpoint({
    method: "GET",
    path: "/safeguarding/assignees",
    rule: "coachesAndAdmins",
    tag,
    summary: "Who a case can be given to: the organisation's active coaches and admins",
    kind: "json",
    response: caseAssigneesSchema,
  }),
};
