/**
 * Where each endpoint of the audit domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const auditRoutes = {
  paginate: "POST /audit/paginate",
  retention: "GET /audit/retention",
  setRetention: "PUT /audit/retention",
} as const;
