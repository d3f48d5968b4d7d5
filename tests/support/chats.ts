/**
 * Chat test data. Agents are written straight to the database (assigned to everybody in their organisation, so
 * every member may chat with them); chats are made through the POST /chats handler, the way a client makes them,
 * so their numbering, participants and teams are the service's.
 */
import { expect } from "vitest";
import { POST as createChatRoute } from "@/app/api/chats/route";
import type { ChatModeValue } from "@/lib/contracts/chats/schemas";
import { db } from "@/server/db";
import { call } from "./call";
import { unique } from "./fixtures";

export interface AgentOptions {
  name?: string;
  coreInstruction?: string;
  allowedModes?: ChatModeValue[];
  defaultMode?: ChatModeValue;
  assignToEverybody?: boolean;
  active?: boolean;
  chatSettings?: { model?: string; temperature?: number; maxTokens?: number } | null;
}

/** An active agent of the organisation, assigned to everybody in it unless told otherwise. */
export function makeAgent(organizationId: string, options: AgentOptions = {}) {
  return db.agent.create({
    data: {
      name: options.name ?? unique("Agent"),
      coreInstruction: options.coreInstruction ?? "You are a coach.",
      organizationId,
      active: options.active ?? true,
      assignToEverybody: options.assignToEverybody ?? true,
      allowedModes: options.allowedModes ?? ["coaching"],
      defaultMode: options.defaultMode ?? options.allowedModes?.[0] ?? "coaching",
      chatSettings: options.chatSettings ?? undefined,
    },
  });
}

/** The POST /chats call as a person (token) makes it; answers the raw call result. */
export function postChat(token: string, body: object, headers: Record<string, string> = {}) {
  return call(createChatRoute, { token, body, headers });
}

/** An agent chat of the token's owner, made through POST /chats; answers the §3 Chat document. */
export async function makeAgentChat(
  token: string,
  agentId: string,
  options: { title?: string; config?: object; headers?: Record<string, string> } = {},
) {
  const res = await postChat(
    token,
    {
      type: "agent-chat",
      agents: [agentId],
      ...(options.title ? { title: options.title } : {}),
      ...(options.config ? { config: options.config } : {}),
    },
    options.headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ChatDoc;
}

/** A user-user chat between the token's owner and another user, made through POST /chats. */
export async function makeUserChat(token: string, otherUserId: string) {
  const res = await postChat(token, { type: "user-user", users: [otherUserId] });
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body as ChatDoc;
}

/** Stores messages straight into a chat (numbered after the existing ones), for history and read tests. */
export async function addMessages(
  chatId: string,
  messages: { role: "system" | "developer" | "user" | "assistant"; content: string; userId?: string }[],
) {
  const last = await db.message.aggregate({ where: { chatId }, _max: { number: true } });
  let n = last._max.number ?? 0;
  const rows = [];
  for (const m of messages) {
    n += 1;
    rows.push(
      await db.message.create({
        data: {
          chatId,
          role: m.role,
          content: m.content,
          userId: m.userId,
          number: n,
          details: { note: "hidden" },
          metaContent: [{ type: "loaded-data", content: "secret" }],
        },
      }),
    );
  }
  await db.chat.update({
    where: { id: chatId },
    data: { messagesNumber: n, lastMessageAt: new Date(), lastMessageId: rows.at(-1)?.id },
  });
  return rows;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire has no static type.
export type ChatDoc = { _id: string; [key: string]: any };
