/**
 * Where each endpoint of the files domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const filesRoutes = {
  download: "GET /files/download",
  upload: "POST /files/upload",
} as const;
