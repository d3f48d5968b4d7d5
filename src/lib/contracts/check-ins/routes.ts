/**
 * Where each endpoint of the check ins domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const checkInsRoutes = {
  settings: "GET /check-ins/settings",
  updateSettings: "PUT /check-ins/settings",
  ofUser: "GET /check-ins/user/{id}",
} as const;
