/**
 * Where each endpoint of the coaching notes domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const coachingNotesRoutes = {
  create: "POST /coaching-notes",
  update: "PUT /coaching-notes/{id}",
  remove: "DELETE /coaching-notes/{id}",
  get: "GET /coaching-notes/{id}",
  userPrompts: "GET /coaching-notes/user-prompts/{id}",
  approve: "PUT /coaching-notes/approve/{id}",
  paginate: "POST /coaching-notes/paginate",
} as const;
