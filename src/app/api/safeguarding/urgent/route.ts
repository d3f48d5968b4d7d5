import { safeguarding } from "@/lib/contracts/safeguarding/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { urgentCases } from "@/server/safeguarding/urgent-cases";

export const GET = endpoint(safeguarding.urgent, (ctx) => urgentCases(ctx));
