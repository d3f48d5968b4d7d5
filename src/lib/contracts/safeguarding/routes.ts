/**
 * Where each endpoint of the safeguarding domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const safeguardingRoutes = {
  paginate: "POST /safeguarding/cases/paginate",
  get: "GET /safeguarding/cases/{id}",
  act: "PUT /safeguarding/cases/{id}",
  urgent: "GET /safeguarding/urgent",
  assignees: "GET /safeguarding/assignees",
} as const;
