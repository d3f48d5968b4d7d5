/**
 * Where each endpoint of the agents domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const agentsRoutes = {
  myAgents: "GET /agents/my-agents",
  create: "POST /agents",
  update: "PUT /agents/{id}",
  remove: "DELETE /agents/{id}",
  get: "GET /agents/{id}",
  clone: "POST /agents/clone/{id}",
  paginate: "POST /agents/paginate",
  list: "POST /agents/list",
} as const;
