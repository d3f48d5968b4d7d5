/**
 * GET /chats/contacts: who the caller may start a chat with (the rule, contactsOf, is the users domain's:
 * src/server/users/chat-contacts.ts; every user-user and group chat follows it, participants.ts).
 */
import type { RequestContext } from "@/server/http/context";
import { listChatContacts } from "@/server/users/chat-contacts";

export async function listContacts(ctx: RequestContext) {
  const rows = await listChatContacts(ctx);
  return rows.map((u) => ({
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    image: u.image ?? null,
    teams: u.teams.map((t) => t.id),
  }));
}
