/**
 * The agent of a chat: the first of the chat's agents by id (an agent chat has one; the rule only makes the
 * answer stable should there be more).
 */
import { db } from "@/server/db";
import { LINKS } from "@/server/links";

const AC = LINKS.agentToChat;

/**
 * The id of the chat's agent, or null when it has none: for the realtime voice transcripts
 * (POST /chats/voice-transcripts), which store the assistant's lines as the chat's agent.
 */
export function firstAgentOfChat(chatId: string): Promise<{ id: string } | null> {
  return db.agent.findFirst({
    where: { chats: { some: { id: chatId } } },
    orderBy: { id: "asc" },
    select: { id: true },
  });
}

/**
 * The same rule as a select of the agent's columns a chat turn uses (id, name, active, coreInstruction,
 * chatSettings, organizationId, briefSources, briefTokenBudget), at most one row: reply-inputs.ts (src/server/chats/send) joins it laterally into
 * the one statement a turn reads before the model call. `chat` is a parameter ($n) or any SQL expression.
 */
export function chatAgentSql(chat: string): string {
  return `
      select ag.id, ag.name, ag.active, ag."coreInstruction", ag."chatSettings", ag."organizationId",
             ag."briefSources", ag."briefTokenBudget"
        from ${AC.table} ac join "Agent" ag on ag.id = ac.${AC.agent}
       where ac.${AC.chat} = ${chat} order by ag.id limit 1`;
}
