/**
 * The endpoint table as the browser uses it: each entry's key, method and path, without its zod schemas. The
 * browser only needs to know where an endpoint is (src/lib/api/call.ts); importing the table itself would put
 * zod and every contract of a domain in the page's script, most of a dashboard page's JavaScript (issue 22).
 * The compiler keeps this in step with the table: every entry of each domain, each with the table's exact key.
 */
import type { Endpoint } from "./define";
import type { endpoints } from "./endpoints";

type Table = typeof endpoints;

/** What the browser keeps of an entry: how to reach it. Its type still names the entry, for call()'s types. */
export type BrowserEndpoint<E extends Endpoint = Endpoint> = Pick<E, "key" | "method" | "path"> & {
  /** Never set: carries the entry's type only. */
  readonly entry?: E;
};

/** The table's entry behind a browser endpoint. */
export type EntryOf<B> = B extends BrowserEndpoint<infer E> ? E : never;

type Domain<D> = { readonly [K in keyof D]: D[K] extends Endpoint ? BrowserEndpoint<D[K]> : never };
type Keys<D> = { readonly [K in keyof D]: D[K] extends { key: infer Key } ? Key : never };

function domain<D>(keys: Keys<D>): Domain<D> {
  const entries = Object.entries(keys as Record<string, string>).map(([name, key]) => {
    const space = key.indexOf(" ");
    return [name, { key, method: key.slice(0, space), path: key.slice(space + 1) }];
  });
  return Object.fromEntries(entries) as Domain<D>;
}

export const agents = /*#__PURE__*/ domain<Table["agents"]>({
  myAgents: "GET /agents/my-agents",
  create: "POST /agents",
  update: "PUT /agents/{id}",
  remove: "DELETE /agents/{id}",
  get: "GET /agents/{id}",
  clone: "POST /agents/clone/{id}",
  paginate: "POST /agents/paginate",
  list: "POST /agents/list",
});

export const analytics = /*#__PURE__*/ domain<Table["analytics"]>({
  overview: "POST /analytics/overview",
});

export const assessments = /*#__PURE__*/ domain<Table["assessments"]>({
  processJournals: "POST /assessments/process-journals",
  processChats: "POST /assessments/process-chats",
  progressChart: "POST /assessments/progress-assessments-chart",
});

export const chats = /*#__PURE__*/ domain<Table["chats"]>({
  create: "POST /chats",
  update: "PUT /chats/{id}",
  favorite: "PUT /chats/favorite/{id}",
  archive: "PUT /chats/archive/{id}",
  remove: "DELETE /chats/{id}",
  exportChat: "GET /chats/{id}/export",
  get: "GET /chats/{id}",
  handleUsage: "POST /chats/handle-usage",
  initializeOracle: "POST /chats/initialize-oracle",
  byUser: "GET /chats/by-user/{id}",
  windows: "GET /chats/windows",
  lastChat: "GET /chats/last-chat",
  paginate: "POST /chats/paginate",
  send: "POST /chats/send",
  stream: "GET /chats/{id}/stream",
  stop: "DELETE /chats/{id}/stream",
  simulation: "POST /chats/simulation",
  sendAudio: "POST /chats/send-audio",
  close: "POST /chats/close/{id}",
  regenerate: "POST /chats/regenerate",
  showVersion: "POST /chats/messages/{id}/show",
  giveFeedback: "PUT /chats/messages/{id}/feedback",
  clearFeedback: "DELETE /chats/messages/{id}/feedback",
  feedback: "GET /chats/feedback",
  contacts: "GET /chats/contacts",
  greeting: "POST /chats/greeting/{id}",
  history: "GET /chats/history",
  initializeSpeechToSpeech: "POST /chats/initialize-speech-to-speech",
  voiceSettings: "GET /chats/voice-settings",
  updateVoiceSettings: "PUT /chats/voice-settings",
  voiceTranscripts: "POST /chats/voice-transcripts",
});

export const checkIns = /*#__PURE__*/ domain<Table["checkIns"]>({
  settings: "GET /check-ins/settings",
  updateSettings: "PUT /check-ins/settings",
  ofUser: "GET /check-ins/user/{id}",
});

export const coachingNotes = /*#__PURE__*/ domain<Table["coachingNotes"]>({
  create: "POST /coaching-notes",
  update: "PUT /coaching-notes/{id}",
  remove: "DELETE /coaching-notes/{id}",
  get: "GET /coaching-notes/{id}",
  userPrompts: "GET /coaching-notes/user-prompts/{id}",
  approve: "PUT /coaching-notes/approve/{id}",
  paginate: "POST /coaching-notes/paginate",
});

export const files = /*#__PURE__*/ domain<Table["files"]>({
  download: "GET /files/download",
  upload: "POST /files/upload",
});

export const goals = /*#__PURE__*/ domain<Table["goals"]>({
  create: "POST /goals",
  update: "PUT /goals/{id}",
  remove: "DELETE /goals/{id}",
  get: "GET /goals/{id}",
  paginate: "POST /goals/paginate",
  streamList: "GET /goals/stream-list",
});

export const journals = /*#__PURE__*/ domain<Table["journals"]>({
  create: "POST /journals",
  update: "PUT /journals/{id}",
  remove: "DELETE /journals/{id}",
  get: "GET /journals/{id}",
  paginate: "POST /journals/paginate",
});

export const notifications = /*#__PURE__*/ domain<Table["notifications"]>({
  create: "POST /notifications",
  update: "PUT /notifications/{id}",
  readAll: "PUT /notifications/read-all",
  remove: "DELETE /notifications/{id}",
  get: "GET /notifications/{id}",
  paginate: "POST /notifications/paginate",
  streamList: "GET /notifications/stream-list",
});

export const organizations = /*#__PURE__*/ domain<Table["organizations"]>({
  create: "POST /organizations",
  update: "PUT /organizations/{id}",
  updateMembers: "PUT /organizations/{id}/members",
  remove: "DELETE /organizations/{id}",
  get: "GET /organizations/{id}",
  paginate: "POST /organizations/paginate",
});

export const reference = /*#__PURE__*/ domain<Table["reference"]>({
  openApi: "GET /openapi.json",
});

export const reports = /*#__PURE__*/ domain<Table["reports"]>({
  overview: "POST /reports/overview",
});

export const resources = /*#__PURE__*/ domain<Table["resources"]>({
  create: "POST /resources",
  createCoachPromptTemplate: "POST /resources/coach-prompt-templates",
  update: "PUT /resources/{id}",
  remove: "DELETE /resources/{id}",
  get: "GET /resources/{id}",
  clone: "POST /resources/clone/{id}",
  paginate: "POST /resources/paginate",
  find: "POST /resources/find",
  list: "POST /resources/list",
});

export const audit = /*#__PURE__*/ domain<Table["audit"]>({
  paginate: "POST /audit/paginate",
  retention: "GET /audit/retention",
  setRetention: "PUT /audit/retention",
});

export const safeguarding = /*#__PURE__*/ domain<Table["safeguarding"]>({
  paginate: "POST /safeguarding/cases/paginate",
  get: "GET /safeguarding/cases/{id}",
  act: "PUT /safeguarding/cases/{id}",
  urgent: "GET /safeguarding/urgent",
  assignees: "GET /safeguarding/assignees",
});

export const search = /*#__PURE__*/ domain<Table["search"]>({
  search: "GET /search",
});

export const teams = /*#__PURE__*/ domain<Table["teams"]>({
  create: "POST /teams",
  update: "PUT /teams/{id}",
  remove: "DELETE /teams/{id}",
  get: "GET /teams/{id}",
  updateMembers: "PUT /teams/{id}/members",
  paginate: "POST /teams/paginate",
});

export const users = /*#__PURE__*/ domain<Table["users"]>({
  create: "POST /users",
  update: "PUT /users/{id}",
  updateDetails: "PUT /users/details",
  brief: "GET /users/brief/{id}",
  updateBriefSettings: "PUT /users/brief-settings",
  updateMe: "PUT /users/me",
  getMe: "GET /users/me",
  signOutEverywhere: "POST /users/me/sign-out-everywhere",
  exportMyData: "GET /users/me/export",
  erase: "POST /users/erase/{id}",
  invite: "POST /users/invite/{id}",
  get: "GET /users/{id}",
  metrics: "GET /users/metrics/{id}",
  remove: "DELETE /users/{id}",
  paginate: "POST /users/paginate",
  annotations: "POST /users/annotations",
  addAnnotation: "POST /users/annotations/add",
  removeAnnotation: "DELETE /users/annotations/{id}",
  forceAssessment: "POST /users/force-assessment",
});
