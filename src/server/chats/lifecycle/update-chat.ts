/**
 * PUT /chats/{id} — the caller's own chats. A title sent here marks it as the user's, so closing never overwrites
 * it. A closed chat may still be renamed (and favourited or archived elsewhere); its config and members are
 * frozen (CHAT_CLOSED). Members of a group change only by a chat admin, and only to the admin's contacts.
 */
import type { UpdateChatInput } from "@/lib/contracts/chats/schemas";
import { AppError, notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { loadChatView } from "../reading/chat-view";
import { canViewHiddenInfo, writableChats } from "../scope";
import { assertAllowedMode, assertMayConfigure, configWrites } from "./chat-config";
import { assertContacts } from "./participants";

const connect = (ids: string[]) => ids.map((id) => ({ id }));

async function memberWrites(
  ctx: RequestContext,
  chat: { type: string; admins: { id: string }[]; users: { id: string }[]; unreadMessagesByUser: unknown },
  input: UpdateChatInput,
) {
  const toAdd = input.usersToAdd ?? [];
  const toRemove = input.usersToRemove ?? [];
  if (toAdd.length === 0 && toRemove.length === 0) return {};
  const isAdmin = chat.admins.some((a) => a.id === ctx.user._id);
  if (chat.type !== "group" || !isAdmin) throw new AppError("FORBIDDEN");
  if (toRemove.includes(ctx.user._id)) {
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "usersToRemove", message: "You cannot remove yourself" }],
    });
  }
  const current = new Set(chat.users.map((u) => u.id));
  const adding = toAdd.filter((id) => !current.has(id) && !toRemove.includes(id));
  await assertContacts(ctx, adding);
  const removing = toRemove.filter((id) => current.has(id));
  const unread = { ...((chat.unreadMessagesByUser as Record<string, number> | null) ?? {}) };
  for (const id of adding) unread[id] = 0;
  for (const id of removing) delete unread[id];
  return {
    users: { connect: connect(adding), disconnect: connect(removing) },
    admins: { disconnect: connect(removing) },
    unreadMessagesByUser: unread,
  };
}

export async function updateChat(ctx: RequestContext, id: string, input: UpdateChatInput) {
  const chat = await db.chat.findFirst({
    where: { id, ...writableChats(ctx) },
    include: {
      admins: { select: { id: true } },
      users: { select: { id: true } },
      agents: { select: { allowedModes: true } },
    },
  });
  if (!chat) throw notFound("Chat");
  const changesMembers = (input.usersToAdd?.length ?? 0) + (input.usersToRemove?.length ?? 0) > 0;
  if (chat.closed && (input.config !== undefined || changesMembers)) throw new AppError("CHAT_CLOSED");
  await assertMayConfigure(ctx, input.config);
  if (input.config?.mode && chat.type === "agent_chat" && chat.agents.length > 0) {
    assertAllowedMode(input.config.mode, chat.agents[0].allowedModes);
  }
  await db.chat.update({
    where: { id },
    data: {
      ...(input.title !== undefined ? { title: input.title, hasChangedTitle: true } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.shouldAssess !== undefined ? { shouldAssess: input.shouldAssess } : {}),
      ...configWrites(input.config),
      ...(await memberWrites(ctx, chat, input)),
      updatedById: ctx.user._id,
    },
  });
  return loadChatView(ctx, id, canViewHiddenInfo(ctx));
}
