/**
 * Where each endpoint of the users domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const usersRoutes = {
  create: "POST /users",
  update: "PUT /users/{id}",
  updateDetails: "PUT /users/details",
  brief: "GET /users/brief/{id}",
  updateBriefSettings: "PUT /users/brief-settings",
  updateMe: "PUT /users/me",
  signOutEverywhere: "POST /users/me/sign-out-everywhere",
  erase: "POST /users/erase/{id}",
  invite: "POST /users/invite/{id}",
  exportMyData: "GET /users/me/export",
  getMe: "GET /users/me",
  get: "GET /users/{id}",
  metrics: "GET /users/metrics/{id}",
  remove: "DELETE /users/{id}",
  paginate: "POST /users/paginate",
  annotations: "POST /users/annotations",
  addAnnotation: "POST /users/annotations/add",
  removeAnnotation: "DELETE /users/annotations/{id}",
  forceAssessment: "POST /users/force-assessment",
} as const;
