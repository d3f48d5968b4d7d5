/**
 * POST /chats. An agent chat is the caller's session with one agent they may use, numbered among their sessions
 * (the trigger inputs nSession and nSessionWithAgent); a user-user chat is with one contact and is never
 * duplicated while open; a group is the caller (its admin) and contacts.
 */

import { DEFAULT_CHAT_MODE } from "@/lib/constants";
import type { CreateChatInput } from "@/lib/contracts/chats/schemas";
import { notFound } from "@/lib/errors";
import { usableAgentForChat } from "@/server/agents/agent-for-chat";
import { type DbTransaction, db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { recordUsageEvent } from "@/server/usage/record-usage-event";
import { recordActivity } from "@/server/users/record-activity";
import { loadChatView } from "../reading/chat-view";
import { canViewHiddenInfo, participantOf } from "../scope";
import { assertAllowedMode, assertMayConfigure, configWrites } from "./chat-config";
import { assertContacts, chatTeams } from "./participants";

/** Documents answered for an existing user-user chat instead of a new one (the route answers 200 for them). */
export const reusedChats = new WeakSet<object>();

const connect = (ids: string[]) => ({ connect: ids.map((id) => ({ id })) });

/** Serialises the transactions that read-then-write under one key (numbering, the one open user-user chat). */
async function lock(tx: DbTransaction, key: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

async function createAgentChat(ctx: RequestContext, input: CreateChatInput, common: object) {
  const me = ctx.user._id;
  const agent = await usableAgentForChat(ctx, input.agents[0]);
  if (!agent) throw notFound("Agent");
  const mode = input.config.mode ?? agent.defaultMode ?? DEFAULT_CHAT_MODE;
  assertAllowedMode(mode, agent.allowedModes);
  return db.$transaction(async (tx) => {
    await lock(tx, `chat-number:${ctx.organizationId}:${me}`);
    const mine = {
      organizationId: ctx.organizationId,
      type: "agent_chat" as const,
      users: { some: { id: me } },
    };
    const [sessions, withAgent] = await Promise.all([
      tx.chat.count({ where: mine }),
      tx.chat.count({ where: { ...mine, agents: { some: { id: agent.id } } } }),
    ]);
    const row = await tx.chat.create({
      data: {
        ...common,
        type: "agent_chat",
        mode,
        users: connect([me]),
        agents: connect([agent.id]),
        number: sessions + 1,
        numberWithAgent: withAgent + 1,
        unreadMessagesByUser: { [me]: 0 },
      },
      select: { id: true },
    });
    return row.id;
  });
}

/** The open user-user chat of the two, or a new one; `reused` tells which. */
async function openUserChat(ctx: RequestContext, other: string, common: object) {
  const me = ctx.user._id;
  return db.$transaction(async (tx) => {
    await lock(tx, `user-user:${ctx.organizationId}:${[me, other].sort().join(":")}`);
    const open = await tx.chat.findFirst({
      where: {
        organizationId: ctx.organizationId,
        type: "user_user",
        closed: false,
        AND: [participantOf(me), participantOf(other)],
      },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    if (open) return { id: open.id, reused: true };
    const row = await tx.chat.create({
      data: {
        ...common,
        type: "user_user",
        users: connect([me, other]),
        unreadMessagesByUser: { [me]: 0, [other]: 0 },
      },
      select: { id: true },
    });
    return { id: row.id, reused: false };
  });
}

async function createGroup(ctx: RequestContext, others: string[], common: object) {
  const users = [ctx.user._id, ...others];
  const row = await db.chat.create({
    data: {
      ...common,
      type: "group",
      users: connect(users),
      unreadMessagesByUser: Object.fromEntries(users.map((u) => [u, 0])),
    },
    select: { id: true },
  });
  return row.id;
}

export async function createChat(ctx: RequestContext, input: CreateChatInput) {
  await assertMayConfigure(ctx, input.config);
  const me = ctx.user._id;
  const teamIds = await chatTeams(ctx, input.teams);
  const common = {
    title: input.title,
    image: input.image,
    shouldAssess: input.shouldAssess,
    ...configWrites(input.config),
    organizationId: ctx.organizationId,
    teams: connect(teamIds),
    admins: connect([me]),
    createdById: me,
    updatedById: me,
  };
  let id: string;
  let reused = false;
  if (input.type === "agent-chat") {
    id = await createAgentChat(ctx, input, common);
  } else {
    const others = input.users.filter((u) => u !== me);
    if (others.length === 0) throw notFound("User");
    await assertContacts(ctx, others);
    if (input.type === "group") id = await createGroup(ctx, others, common);
    else ({ id, reused } = await openUserChat(ctx, others[0], common));
  }
  const doc = await loadChatView(ctx, id, canViewHiddenInfo(ctx));
  if (reused) reusedChats.add(doc);
  else {
    await recordUsageEvent("chatCreated", {
      organizationId: ctx.organizationId,
      teamIds,
    });
    await recordActivity(me, new Date(), ctx.timezone);
  }
  return doc;
}
