/**
 * Where each endpoint of the journals domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const journalsRoutes = {
  create: "POST /journals",
  update: "PUT /journals/{id}",
  remove: "DELETE /journals/{id}",
  get: "GET /journals/{id}",
  paginate: "POST /journals/paginate",
} as const;
