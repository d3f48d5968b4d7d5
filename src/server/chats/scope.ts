/**
 * Who may see and act on a chat (§6 "any authenticated" plus query scoping). Every chat query goes through these
 * where-clauses, so a forgotten check finds nothing rather than everything:
 * - a participant (in `users` or `admins`) reads and writes the chat;
 * - in the organisation the call acts in, an admin (or a master admin who chose it) reads every agent chat, and a
 *   coach reads the agent chats of people who share a team with them. Chats between people (user-user, group)
 *   stay private to their participants.
 * A chat outside the caller's scope answers 'Chat not found', whether it exists or not.
 */
import { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { RAW_LINKS } from "@/server/links";
import { teamMemberIdsSql } from "@/server/users/team-members-sql";
import { participantOf, participantOfSql, writableBy } from "./write-rule";

type Where = Prisma.ChatWhereInput;

export { participantOf, participantOfSql };

function overseen(ctx: RequestContext): Where | null {
  if (ctx.user.role === "admin" || ctx.user.isAdminMaster) return { type: "agent_chat" };
  if (ctx.user.role === "coach" && ctx.user.teams.length > 0) {
    return { type: "agent_chat", users: { some: { teams: { some: { id: { in: ctx.user.teams } } } } } };
  }
  return null;
}

/** Chats the caller may read. */
export function readableChats(ctx: RequestContext): Where {
  const oversight = overseen(ctx);
  return {
    organizationId: ctx.organizationId,
    OR: [participantOf(ctx.user._id), ...(oversight ? [oversight] : [])],
  };
}

const CU = RAW_LINKS.chatUsers;

/**
 * `readableChats` as a Prisma.Sql condition on the "Chat" row aliased `c`, for the full-text search's statement
 * (search/search-chats-sql.ts). The same three rules; tests/api/chat-search.test.ts holds them to the list's.
 */
export function readableChatsSql(ctx: RequestContext): Prisma.Sql {
  const rules = [participantOfSql(ctx.user._id)];
  if (ctx.user.role === "admin" || ctx.user.isAdminMaster) rules.push(Prisma.sql`c.type = 'agent-chat'`);
  else if (ctx.user.role === "coach" && ctx.user.teams.length > 0) {
    rules.push(Prisma.sql`(c.type = 'agent-chat' and exists (
      select 1 from ${CU.table} cu
       where cu.${CU.chat} = c.id and cu.${CU.user} in (${teamMemberIdsSql(ctx.user.teams, ctx.organizationId)})))`);
  }
  return Prisma.sql`(c."organizationId" = ${ctx.organizationId} and (${Prisma.join(rules, " or ")}))`;
}

/** Chats the caller may write to (send, close, rename, favourite, archive): their own (write-rule.ts). */
export function writableChats(ctx: RequestContext): Where {
  return writableBy(ctx.user._id, ctx.organizationId);
}

/** Chats the caller may delete: their own, or any chat an admin may read. */
export function deletableChats(ctx: RequestContext): Where {
  if (ctx.user.role === "admin" || ctx.user.isAdminMaster) return readableChats(ctx);
  return writableChats(ctx);
}

export async function findReadableChat(ctx: RequestContext, id: string) {
  const chat = await db.chat.findFirst({ where: { id, ...readableChats(ctx) } });
  if (!chat) throw notFound("Chat");
  return chat;
}

export async function findWritableChat(ctx: RequestContext, id: string) {
  const chat = await db.chat.findFirst({ where: { id, ...writableChats(ctx) } });
  if (!chat) throw notFound("Chat");
  return chat;
}

/** Whether the caller may see a chat's hidden info (message details, system messages, loaded data). */
export function canViewHiddenInfo(ctx: RequestContext): boolean {
  return ctx.user.canViewChatHiddenInfo;
}
