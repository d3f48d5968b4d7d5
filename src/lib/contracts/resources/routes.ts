/**
 * Where each endpoint of the resources domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const resourcesRoutes = {
  create: "POST /resources",
  createCoachPromptTemplate: "POST /resources/coach-prompt-templates",
  update: "PUT /resources/{id}",
  remove: "DELETE /resources/{id}",
  get: "GET /resources/{id}",
  clone: "POST /resources/clone/{id}",
  paginate: "POST /resources/paginate",
  find: "POST /resources/find",
  list: "POST /resources/list",
} as const;
