/**
 * Where each endpoint of the goals domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const goalsRoutes = {
  create: "POST /goals",
  update: "PUT /goals/{id}",
  remove: "DELETE /goals/{id}",
  get: "GET /goals/{id}",
  paginate: "POST /goals/paginate",
  streamList: "GET /goals/stream-list",
} as const;
