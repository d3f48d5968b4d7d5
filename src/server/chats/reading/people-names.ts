import type { ChatMessage } from "@/lib/contracts/chats/schemas";
import type { RequestContext } from "@/server/http/context";
import { findVisibleUser } from "@/server/users/find-visible-user";

/** More than a page of history names is unusual (a group chat); the rest are fetched by the page as before. */
const MAX_NAMES = 20;

/**
 * The names of the people a chat page shows besides the viewer: the chat's participants (whose chats a coach or
 * an admin is reading) and the authors of its messages that carry no name. Only people the viewer may see, as
 * GET /users/{id} answers them; by id.
 */
export async function chatPeopleNames(
  ctx: RequestContext,
  chat: { users: readonly string[] },
  messages: Pick<ChatMessage, "role" | "user" | "name">[],
): Promise<Record<string, string>> {
  const authors = messages.filter((m) => m.role === "user" && !m.name && m.user).map((m) => m.user as string);
  const ids = [...new Set([...chat.users, ...authors])]
    .filter((id) => id !== ctx.user._id)
    .slice(0, MAX_NAMES);
  const people = await Promise.all(ids.map((id) => findVisibleUser(ctx, id)));
  return Object.fromEntries(people.flatMap((person) => (person ? [[person.id, person.name]] : [])));
}
