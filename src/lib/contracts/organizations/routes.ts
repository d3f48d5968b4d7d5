/**
 * Where each endpoint of the organizations domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const organizationsRoutes = {
  create: "POST /organizations",
  update: "PUT /organizations/{id}",
  updateMembers: "PUT /organizations/{id}/members",
  remove: "DELETE /organizations/{id}",
  get: "GET /organizations/{id}",
  paginate: "POST /organizations/paginate",
} as const;
