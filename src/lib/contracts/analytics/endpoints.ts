/** Analytics (§7): averages and medians of assessment values over time. */

import { defineEndpoint } from "@/lib/api/define";
import { analyticsOverviewSchema, analyticsQuerySchema } from "@/lib/contracts/analytics/schemas";
import { analyticsRoutes as routes } from "./routes";

const tag = "Analytics";

export const analytics = {
  overview: defineEndpoint(routes.overview, {
    rule: "coachesAndAdmins",
    tag,
    summary: "A section's averages and medians per time bucket: the organisation, compared teams and a user",
    kind: "json",
    body: analyticsQuerySchema,
    response: analyticsOverviewSchema,
  }),
};
