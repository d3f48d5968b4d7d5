/**
 * Every endpoint's §6 rule set, by key. Read by the route handlers' pipeline and by the permission tests.
 */
import type { RuleSet } from "@/lib/permissions";
import { ENDPOINT_LIST, type TableKey } from "./endpoints";

/**
 * The endpoints of §7 whose domains have not moved to the endpoint table yet, with their rule sets (each domain
 * leaves this list when its entries, with their response schemas, are in the table). §6 lists "update-by-id
 * users" under both admins-only and coaches-and-admins; we take the coaches-and-admins reading and let the users
 * service restrict a coach to athletes of their teams.
 */
const LEGACY_RULES = {
  // Organizations
  "POST /organizations": "mastersOnly",
  "PUT /organizations/{id}": "adminsOnly",
  "PUT /organizations/{id}/members": "adminsOnly",
  "DELETE /organizations/{id}": "mastersOnly",
  "GET /organizations/{id}": "anyAuthenticated",
  "POST /organizations/paginate": "anyAuthenticated",
  // Teams
  "POST /teams": "adminsOnly",
  "PUT /teams/{id}": "coachesAndAdmins",
  "DELETE /teams/{id}": "adminsOnly",
  "GET /teams/{id}": "anyAuthenticated",
  "PUT /teams/{id}/members": "adminsOnly",
  "POST /teams/paginate": "anyAuthenticated",
  // Users
  "POST /users": "adminsOnly",
  "PUT /users/{id}": "coachesAndAdmins",
  "PUT /users/details": "anyAuthenticated",
  "PUT /users/me": "anyAuthenticated",
  "GET /users/me": "anyAuthenticated",
  "GET /users/{id}": "anyAuthenticated",
  "GET /users/metrics/{id}": "anyAuthenticated",
  "DELETE /users/{id}": "adminsOnly",
  "POST /users/paginate": "anyAuthenticated",
  "POST /users/annotations": "anyAuthenticated",
  // Not in §7: writing and removing an annotation (the annotations page); the service checks who may.
  "POST /users/annotations/add": "anyAuthenticated",
  "DELETE /users/annotations/{id}": "anyAuthenticated",
  "POST /users/force-assessment": "coachesAndAdmins",
  // Assessments, analytics, reports
  "POST /assessments/process-journals": "anyAuthenticated",
  "POST /assessments/process-chats": "anyAuthenticated",
  "POST /assessments/progress-assessments-chart": "coachesAndAdmins",
  "POST /analytics/overview": "coachesAndAdmins",
  "POST /reports/overview": "coachesAndAdmins",
} as const satisfies Record<string, RuleSet>;

/** Every endpoint's key ("METHOD /path"): the table's, and the legacy list's. */
export type EndpointKey = keyof typeof LEGACY_RULES | TableKey;

/** Every endpoint mapped to its rule set. */
export const ENDPOINT_RULES = {
  ...LEGACY_RULES,
  ...Object.fromEntries(ENDPOINT_LIST.map((e) => [e.key, e.rule])),
} as Record<EndpointKey, RuleSet>;

export function ruleFor(endpoint: EndpointKey): RuleSet {
  return ENDPOINT_RULES[endpoint];
}
