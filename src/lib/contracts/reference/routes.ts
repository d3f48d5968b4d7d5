/**
 * Where each endpoint of the reference domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const referenceRoutes = {
  openApi: "GET /openapi.json",
} as const;
