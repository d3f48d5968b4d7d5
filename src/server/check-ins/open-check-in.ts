/**
 * One check-in, once: the row is inserted under its unique key (athlete, reason, period), so of any number of
 * workers evaluating the same period only one gets it. That one opens a chat with the athlete's coaching agent,
 * whose opening is written from the reason (a greeting with the check-in instruction), and notifies the athlete.
 * A chat that cannot be opened (no coaching agent, a model failure) leaves the check-in and its notification.
 */

import { checkInInstruction, checkInSummary } from "@/lib/check-in-detail";
import { createChatSchema } from "@/lib/contracts/chats/schemas";
import { systemText } from "@/lib/contracts/notifications/system-texts";
import { checkInAgentFor } from "@/server/agents/check-in-agent";
import { sessionUserById } from "@/server/auth/session-user";
import { createChat } from "@/server/chats/lifecycle/create-chat";
import { greetChat } from "@/server/chats/lifecycle/greeting";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { notify } from "@/server/notifications/notify";
import type { Candidate } from "./candidates";

const CHAT_TITLE = "Check-in from your coach";

export async function openCheckIn(organizationId: string, candidate: Candidate, timezone: string | null) {
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "CheckIn" ("organizationId", "userId", reason, detail, period, "updatedAt")
    VALUES (${organizationId}, ${candidate.userId}, ${candidate.detail.reason},
            ${JSON.stringify(candidate.detail)}::jsonb, ${candidate.period}, now())
    ON CONFLICT ("userId", reason, period) DO NOTHING
    RETURNING id`;
  const [row] = rows;
  if (!row) return null;
  const chatId = await openChat(organizationId, candidate, timezone).catch((error: unknown) => {
    log.error("check-in chat not opened", { userId: candidate.userId, ...describeError(error) });
    return null;
  });
  if (chatId) await db.checkIn.update({ where: { id: row.id }, data: { chatId } });
  await notify({
    type: "user",
    userIds: [candidate.userId],
    title: "Your coach is checking in",
    message: chatId ? "Your coach wrote to you. Open the chat to answer." : checkInSummary(candidate.detail),
    level: "info",
    metadata: {
      href: chatId ? `/dashboard/chats/${chatId}` : "/dashboard/chats",
      kind: "check-in",
      checkInId: row.id,
      // Without a chat the message is the check-in's summary, which is written in English for now.
      ...systemText({ key: "checkIn.title" }, chatId ? { key: "checkIn.message" } : undefined),
    },
    organizationId,
  });
  return row.id;
}

async function openChat(organizationId: string, candidate: Candidate, timezone: string | null) {
  const user = await sessionUserById(candidate.userId);
  if (!user) return null;
  const ctx: RequestContext = {
    user,
    organizationId,
    teamId: null,
    timezone: timezone || "UTC",
    frontendRoute: null,
  };
  const agent = await checkInAgentFor(ctx);
  if (!agent) return null;
  const input = createChatSchema.parse({ type: "agent-chat", agents: [agent.id], title: CHAT_TITLE });
  const chat = await createChat(ctx, input);
  const writer = await greetChat(ctx, chat._id, [checkInInstruction(candidate.detail)]);
  // The opening is written here, in the job: wait for it as a client would, with nobody listening.
  await writer({ send: () => {}, signal: new AbortController().signal });
  return chat._id;
}
