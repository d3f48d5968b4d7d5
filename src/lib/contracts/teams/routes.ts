/**
 * Where each endpoint of the teams domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const teamsRoutes = {
  create: "POST /teams",
  update: "PUT /teams/{id}",
  remove: "DELETE /teams/{id}",
  get: "GET /teams/{id}",
  updateMembers: "PUT /teams/{id}/members",
  paginate: "POST /teams/paginate",
} as const;
