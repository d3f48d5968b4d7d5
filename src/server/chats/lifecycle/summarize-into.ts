/**
 * Summarises a chat into its row: summary, keywords, summarizedAt, durationInMinutes (first to last message), and
 * the title as asked: a close replaces it unless the user changed it ("unless-changed"); an assessment only fills
 * a missing one ("if-missing"). The model call's usage is recorded for `userId`.
 */
import { resolveCompletionParams } from "@/server/ai/completion-params";
import { db } from "@/server/db";
import { recordUsage } from "@/server/usage/record-usage";
import { preferredLanguageOf } from "@/server/users/preferred-language";
import { ON_ACTIVE_BRANCH } from "../versions/active-branch";
import { summarizeChat } from "./summarize-chat";

export interface SummarizeOptions {
  userId: string;
  organizationId: string | null;
  title: "unless-changed" | "if-missing";
}

export async function summarizeInto(chatId: string, options: SummarizeOptions): Promise<void> {
  const chat = await db.chat.findUniqueOrThrow({
    where: { id: chatId },
    include: { agents: { select: { id: true, chatSettings: true } }, organization: true },
  });
  const messages = await db.message.findMany({
    where: { chatId, role: { in: ["user", "assistant"] }, ...ON_ACTIVE_BRANCH },
    orderBy: [{ number: "asc" }, { createdAt: "asc" }],
    select: { role: true, content: true, createdAt: true },
  });
  if (messages.length === 0) return;
  const agent = chat.agents[0] ?? null;
  const params = resolveCompletionParams({
    chat,
    agent: agent?.chatSettings,
    organization: chat.organization?.chatConfig,
  });
  const transcript = messages
    .filter((m) => m.content.trim() !== "")
    .map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));
  const result = await summarizeChat(transcript, params, await preferredLanguageOf(options.userId));
  const first = messages[0].createdAt.getTime();
  const last = messages[messages.length - 1].createdAt.getTime();
  await db.chat.update({
    where: { id: chatId },
    data: {
      summary: result.summary.summary,
      keywords: result.summary.keywords,
      summarizedAt: new Date(),
      durationInMinutes: Math.round(((last - first) / 60_000) * 100) / 100,
      ...(titleWanted(chat, options) && result.summary.title ? { title: result.summary.title } : {}),
    },
  });
  await recordUsage({
    ...result.usage,
    model: result.model,
    chatId,
    agentId: agent?.id ?? null,
    userId: options.userId,
    organizationId: chat.organizationId ?? options.organizationId,
  });
}

function titleWanted(
  chat: { title: string | null; hasChangedTitle: boolean },
  options: SummarizeOptions,
): boolean {
  if (chat.hasChangedTitle) return false;
  return options.title === "unless-changed" || (chat.title ?? "").trim() === "";
}
