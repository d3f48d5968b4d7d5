import { safeguarding } from "@/lib/contracts/safeguarding/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { caseAssigneesOf } from "@/server/users/safeguarding-leads";

export const GET = endpoint(safeguarding.assignees, (ctx) => caseAssigneesOf(ctx.organizationId));
