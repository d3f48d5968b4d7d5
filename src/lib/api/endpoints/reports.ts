/** Reports (§7): usage statistics. */
import { reportsOverviewSchema, reportsQuerySchema } from "@/lib/contracts/reports";
import { defineEndpoint } from "../define";

const tag = "Reports";

export const reports = {
  overview: defineEndpoint({
    method: "POST",
    path: "/reports/overview",
    rule: "coachesAndAdmins",
    tag,
    summary: "The usage statistics records of an organisation or team between two dates, with totals",
    kind: "json",
    body: reportsQuerySchema,
    response: reportsOverviewSchema,
  }),
};
