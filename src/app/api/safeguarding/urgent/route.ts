import { safeguarding } from "@/lib/api/endpoints/safeguarding";
import { endpoint } from "@/server/http/endpoint";
import { urgentCases } from "@/server/safeguarding/urgent-cases";

export const GET = endpoint(safeguarding.urgent, (ctx) => urgentCases(ctx));
