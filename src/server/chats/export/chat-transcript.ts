import { UNTITLED_CHAT } from "@/lib/contracts/chats/values";
import { agentNames } from "@/server/agents/agent-names";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { userNames } from "@/server/users/user-names";
import { findReadableChat } from "../scope";
import { ON_ACTIVE_BRANCH } from "../versions/active-branch";

/** One message of an exported chat: who wrote it, when, and what it says (markdown as written). */
export interface TranscriptEntry {
  author: string;
  role: "user" | "assistant";
  at: Date;
  text: string;
}

export interface ChatTranscript {
  id: string;
  title: string;
  agentName: string | null;
  mode: string | null;
  createdAt: Date;
  closed: boolean;
  summary: string | null;
  /** The people taking part (the chat's users). */
  participantIds: string[];
  entries: TranscriptEntry[];
}

/**
 * The chat as whoever may read it sees it on screen, for an export: the people's and the agents' messages in order,
 * never system or developer text, the loaded data or any other hidden information (not even for those allowed to
 * see it on screen: an export leaves the platform's access rules behind).
 */
export async function chatTranscript(ctx: RequestContext, id: string): Promise<ChatTranscript> {
  await findReadableChat(ctx, id);
  const [chat, messages] = await Promise.all([
    db.chat.findUniqueOrThrow({
      where: { id },
      include: { agents: { select: { id: true } }, users: { select: { id: true } } },
    }),
    db.message.findMany({
      where: { chatId: id, role: { in: ["user", "assistant"] }, ...ON_ACTIVE_BRANCH },
      orderBy: [{ number: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
      select: { role: true, content: true, createdAt: true, agentId: true, userId: true },
    }),
  ]);
  const agentIds = chat.agents.map((a) => a.id);
  const writers = [...new Set(messages.flatMap((m) => (m.userId ? [m.userId] : [])))];
  const [agents, people] = await Promise.all([agentNames(agentIds), userNames(writers)]);
  const firstAgent = agentIds.map((a) => agents.get(a)).find(Boolean) ?? null;
  return {
    id,
    title: chat.title?.trim() || UNTITLED_CHAT,
    agentName: firstAgent,
    mode: chat.mode ?? null,
    createdAt: chat.createdAt,
    closed: chat.closed,
    summary: chat.summary || null,
    participantIds: chat.users.map((u) => u.id),
    entries: messages
      .filter((m) => m.content.trim() !== "")
      .map((m) => ({
        role: m.role as "user" | "assistant",
        author:
          m.role === "assistant"
            ? ((m.agentId && agents.get(m.agentId)) ?? firstAgent ?? "Assistant")
            : ((m.userId && people.get(m.userId)) ?? "Deleted user"),
        at: m.createdAt,
        text: m.content,
      })),
  };
}
