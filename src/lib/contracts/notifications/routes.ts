/**
 * Where each endpoint of the notifications domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const notificationsRoutes = {
  create: "POST /notifications",
  update: "PUT /notifications/{id}",
  readAll: "PUT /notifications/read-all",
  remove: "DELETE /notifications/{id}",
  get: "GET /notifications/{id}",
  paginate: "POST /notifications/paginate",
  streamList: "GET /notifications/stream-list",
} as const;
