/**
 * Where each endpoint of the assessments domain is: "METHOD /path" under /api, written once. The endpoint
 * table (endpoints.ts) and the browser's calls (src/lib/api/browser-endpoints.ts) both take their keys from here.
 */
export const assessmentsRoutes = {
  processJournals: "POST /assessments/process-journals",
  processChats: "POST /assessments/process-chats",
  progressChart: "POST /assessments/progress-assessments-chart",
} as const;
