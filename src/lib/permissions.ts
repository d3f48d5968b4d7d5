/**
 * §6 as data: the rule sets, and every §7 endpoint mapped to one of them. Route handlers look their rule up
 * here by their key ("METHOD /path"), and the permission tests iterate this table, so a rule cannot exist in
 * one place and not the other.
 */
import type { Role } from "./constants";

export interface RuleSubject {
  role: Role;
  active: boolean;
  isAdminMaster: boolean;
}

export type RuleSet =
  | "anyAuthenticated"
  | "coachesAndAdmins"
  | "usersAndCoaches"
  | "usersOnly"
  | "mastersOnly"
  | "adminsOnly";

/** An account is usable if it is a master admin or active (§6). */
export function isUsable(subject: RuleSubject): boolean {
  return subject.isAdminMaster || subject.active;
}

export const RULES: Record<RuleSet, (s: RuleSubject) => boolean> = {
  anyAuthenticated: (s) => isUsable(s),
  coachesAndAdmins: (s) => isUsable(s) && (s.role === "coach" || s.role === "admin"),
  usersAndCoaches: (s) => isUsable(s) && (s.role === "user" || s.role === "coach"),
  usersOnly: (s) => isUsable(s) && s.role === "user",
  mastersOnly: (s) => isUsable(s) && s.isAdminMaster,
  adminsOnly: (s) => isUsable(s) && s.role === "admin",
};

export function allows(rule: RuleSet, subject: RuleSubject): boolean {
  return RULES[rule](subject);
}

/**
 * Every endpoint of §7. §6 lists "update-by-id users" under both admins-only and coaches-and-admins; we
 * take the coaches-and-admins reading and let the users service restrict a coach to athletes of their teams.
 */
export const ENDPOINT_RULES = {
  // Organizations
  "POST /organizations": "mastersOnly",
  "PUT /organizations/{id}": "adminsOnly",
  "PUT /organizations/{id}/members": "adminsOnly",
  "DELETE /organizations/{id}": "mastersOnly",
  "GET /organizations/{id}": "anyAuthenticated",
  "POST /organizations/paginate": "anyAuthenticated",
  // Teams
  "POST /teams": "adminsOnly",
  "PUT /teams/{id}": "coachesAndAdmins",
  "DELETE /teams/{id}": "adminsOnly",
  "GET /teams/{id}": "anyAuthenticated",
  "PUT /teams/{id}/members": "adminsOnly",
  "POST /teams/paginate": "anyAuthenticated",
  // Users
  "POST /users": "adminsOnly",
  "PUT /users/{id}": "coachesAndAdmins",
  "PUT /users/details": "anyAuthenticated",
  "PUT /users/me": "anyAuthenticated",
  "GET /users/me": "anyAuthenticated",
  "GET /users/{id}": "anyAuthenticated",
  "GET /users/metrics/{id}": "anyAuthenticated",
  "DELETE /users/{id}": "adminsOnly",
  "POST /users/paginate": "anyAuthenticated",
  "POST /users/annotations": "anyAuthenticated",
  // Not in §7: writing and removing an annotation (the annotations page); the service checks who may.
  "POST /users/annotations/add": "anyAuthenticated",
  "DELETE /users/annotations/{id}": "anyAuthenticated",
  "POST /users/force-assessment": "coachesAndAdmins",
  // Journals
  "POST /journals": "anyAuthenticated",
  "PUT /journals/{id}": "anyAuthenticated",
  "DELETE /journals/{id}": "anyAuthenticated",
  "GET /journals/{id}": "anyAuthenticated",
  "POST /journals/paginate": "anyAuthenticated",
  // Goals
  "POST /goals": "anyAuthenticated",
  "PUT /goals/{id}": "anyAuthenticated",
  "DELETE /goals/{id}": "anyAuthenticated",
  "GET /goals/{id}": "anyAuthenticated",
  "POST /goals/paginate": "anyAuthenticated",
  "GET /goals/stream-list": "anyAuthenticated",
  // Notifications
  "POST /notifications": "anyAuthenticated",
  "PUT /notifications/{id}": "anyAuthenticated",
  "DELETE /notifications/{id}": "anyAuthenticated",
  "GET /notifications/{id}": "anyAuthenticated",
  "POST /notifications/paginate": "anyAuthenticated",
  "GET /notifications/stream-list": "anyAuthenticated",
  // Not in §7: the bell's "Mark all as read".
  "PUT /notifications/read-all": "anyAuthenticated",
  // Chats
  "POST /chats": "anyAuthenticated",
  "PUT /chats/{id}": "anyAuthenticated",
  "PUT /chats/favorite/{id}": "anyAuthenticated",
  "PUT /chats/archive/{id}": "anyAuthenticated",
  "DELETE /chats/{id}": "anyAuthenticated",
  "GET /chats/{id}": "anyAuthenticated",
  "POST /chats/handle-usage": "anyAuthenticated",
  "POST /chats/initialize-oracle": "anyAuthenticated",
  "GET /chats/by-user/{id}": "anyAuthenticated",
  "GET /chats/windows": "anyAuthenticated",
  "GET /chats/last-chat": "anyAuthenticated",
  "POST /chats/paginate": "anyAuthenticated",
  "POST /chats/send": "anyAuthenticated",
  "GET /chats/{id}/stream": "anyAuthenticated",
  // Not in §7: the stop button of the chat view ends a running reply (keeping what was written so far).
  "DELETE /chats/{id}/stream": "anyAuthenticated",
  "POST /chats/simulation": "anyAuthenticated",
  "POST /chats/send-audio": "anyAuthenticated",
  "POST /chats/close/{id}": "anyAuthenticated",
  // Not in §7 (issue 20): regenerate or edit-and-resend the last turn, and feedback on replies.
  "POST /chats/regenerate": "anyAuthenticated",
  "PUT /chats/messages/{id}/feedback": "anyAuthenticated",
  "DELETE /chats/messages/{id}/feedback": "anyAuthenticated",
  "GET /chats/feedback": "adminsOnly",
  "GET /chats/contacts": "anyAuthenticated",
  "POST /chats/greeting/{id}": "anyAuthenticated",
  "GET /chats/history": "anyAuthenticated",
  "POST /chats/initialize-speech-to-speech": "anyAuthenticated",
  // Not in §7: the caller's voice settings (user layer; the organisation layer is for admins, checked inside).
  "GET /chats/voice-settings": "anyAuthenticated",
  "PUT /chats/voice-settings": "anyAuthenticated",
  // Not in §7: a realtime session's transcripts, stored as the chat's messages.
  "POST /chats/voice-transcripts": "anyAuthenticated",
  // Assessments, analytics, reports
  "POST /assessments/process-journals": "anyAuthenticated",
  "POST /assessments/process-chats": "anyAuthenticated",
  "POST /assessments/progress-assessments-chart": "coachesAndAdmins",
  "POST /analytics/overview": "coachesAndAdmins",
  "POST /reports/overview": "coachesAndAdmins",
  // Coaching notes
  "POST /coaching-notes": "coachesAndAdmins",
  "PUT /coaching-notes/{id}": "coachesAndAdmins",
  "DELETE /coaching-notes/{id}": "coachesAndAdmins",
  "GET /coaching-notes/{id}": "anyAuthenticated",
  "GET /coaching-notes/user-prompts/{id}": "anyAuthenticated",
  "POST /coaching-notes/paginate": "anyAuthenticated",
  // Agents
  "GET /agents/my-agents": "anyAuthenticated",
  "POST /agents": "coachesAndAdmins",
  "PUT /agents/{id}": "coachesAndAdmins",
  "DELETE /agents/{id}": "coachesAndAdmins",
  "GET /agents/{id}": "anyAuthenticated",
  "POST /agents/clone/{id}": "coachesAndAdmins",
  "POST /agents/paginate": "anyAuthenticated",
  "POST /agents/list": "anyAuthenticated",
  // Files
  "GET /files/download": "anyAuthenticated",
  // Not in §7: uploads (multipart), answered with the §3 File reference.
  "POST /files/upload": "anyAuthenticated",
  // Resources (instruction sets, instructions, prompt templates, instruction keys)
  "POST /resources": "anyAuthenticated",
  "POST /resources/coach-prompt-templates": "anyAuthenticated",
  "PUT /resources/{id}": "anyAuthenticated",
  "DELETE /resources/{id}": "anyAuthenticated",
  "GET /resources/{id}": "anyAuthenticated",
  "POST /resources/clone/{id}": "anyAuthenticated",
  "POST /resources/paginate": "anyAuthenticated",
  "POST /resources/find": "anyAuthenticated",
  "POST /resources/list": "anyAuthenticated",
  // Not in §7: the command palette's search; each kind is scoped as its own list (src/server/search).
  "GET /search": "anyAuthenticated",
} as const satisfies Record<string, RuleSet>;

export type EndpointKey = keyof typeof ENDPOINT_RULES;

export function ruleFor(endpoint: EndpointKey): RuleSet {
  return ENDPOINT_RULES[endpoint];
}
