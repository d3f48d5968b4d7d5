/**
 * Every endpoint's §6 rule set, by key. Read by the route handlers' pipeline and by the permission tests.
 */
import type { RuleSet } from "@/lib/permissions";
import { ENDPOINT_LIST, type TableKey } from "./endpoints";

/**
 * The endpoints of §7 whose domains have not moved to the endpoint table yet, with their rule sets (each domain
 * leaves this list when its entries, with their response schemas, are in the table).
 */
const LEGACY_RULES = {
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
} as const satisfies Record<string, RuleSet>;

/** Every endpoint's key ("METHOD /path"): the table's, and the legacy list's. */
export type EndpointKey = keyof typeof LEGACY_RULES | TableKey;

/** Every endpoint mapped to its rule set. */
export const ENDPOINT_RULES = {
  ...LEGACY_RULES,
  ...Object.fromEntries(ENDPOINT_LIST.map((e) => [e.key, e.rule])),
} as Record<EndpointKey, RuleSet>;

export function ruleFor(endpoint: EndpointKey): RuleSet {
  return ENDPOINT_RULES[endpoint];
}
