/** Analytics (§7): averages and medians of assessment values over time. */
import { analyticsOverviewSchema, analyticsQuerySchema } from "@/lib/contracts/analytics";
import { defineEndpoint } from "../define";

const tag = "Analytics";

export const analytics = {
  overview: defineEndpoint({
    method: "POST",
    path: "/analytics/overview",
    rule: "coachesAndAdmins",
    tag,
    summary: "A section's averages and medians per time bucket: the organisation, compared teams and a user",
    kind: "json",
    body: analyticsQuerySchema,
    response: analyticsOverviewSchema,
  }),
};
