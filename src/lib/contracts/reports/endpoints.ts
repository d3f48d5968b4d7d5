/** Reports (§7): usage statistics. */

import { defineEndpoint } from "@/lib/api/define";
import { reportsOverviewSchema, reportsQuerySchema } from "@/lib/contracts/reports/schemas";
import { reportsRoutes as routes } from "./routes";

const tag = "Reports";

export const reports = {
  overview: defineEndpoint(routes.overview, {
    rule: "coachesAndAdmins",
    tag,
    summary: "The usage statistics records of an organisation or team between two dates, with totals",
    kind: "json",
    body: reportsQuerySchema,
    response: reportsOverviewSchema,
  }),
};
