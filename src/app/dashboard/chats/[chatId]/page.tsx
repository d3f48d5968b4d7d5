import { randomUUID } from "node:crypto";
import { ChatView, type InitialChat } from "@/components/chats/chat-view";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { HISTORY_PAGE_SIZE } from "@/lib/contracts/chats/values";
import { objectId } from "@/lib/contracts/common";
import { AppError } from "@/lib/errors";
import { listAgents } from "@/server/agents/list-agents";
import { pageContext } from "@/server/assessments/page-data";
import { getChat } from "@/server/chats/reading/get-chat";
import { chatHistory } from "@/server/chats/reading/history";
import { chatPeopleNames } from "@/server/chats/reading/people-names";
import { canViewHiddenInfo } from "@/server/chats/scope";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";

export const generateMetadata = pageTitle("pages.chat.title");

async function ChatPage({ params }: { params: Promise<{ chatId: string }> }) {
  const [{ chatId }, { viewer }, ctx] = await Promise.all([params, viewerContext(), pageContext()]);
  const initial = ctx ? await initialChat(ctx, chatId) : undefined;
  // Keyed by the chat, so moving to another chat (e.g. "Create a new one") starts from a clean transcript.
  return <ChatView key={chatId} chatId={chatId} viewer={viewer} initial={initial} />;
}

/**
 * The chat, its newest messages, its agent, the names of the people in it and whether the viewer sees hidden info,
 * read with the page through the services the API answers them with
 * (the same access rules; opening the page reads the chat, as fetching it did): the messages are in the HTML, so
 * they show before any script has run. As JSON, which is what the page expects when it fetches them itself.
 */
async function initialChat(ctx: RequestContext, chatId: string): Promise<InitialChat | undefined> {
  // An id that is not one is the API's to refuse, in its words, when the page asks for it.
  if (!objectId.safeParse(chatId).success) return undefined;
  try {
    const chat = await getChat(ctx, chatId);
    const [history, agents] = await Promise.all([
      chatHistory(ctx, { chatId, limit: HISTORY_PAGE_SIZE }),
      chat.agents.length > 0 ? listAgents(ctx, { filters: {} }) : [],
    ]);
    const own = agents.filter((agent) => chat.agents.includes(agent._id));
    const names = await chatPeopleNames(ctx, chat, history.messages);
    const read = {
      chat,
      history,
      agents: own,
      names,
      canViewHidden: canViewHiddenInfo(ctx),
      readId: randomUUID(),
    };
    return JSON.parse(JSON.stringify(read));
  } catch (error) {
    // The page then fetches them itself, and says what went wrong (a chat not found, or not theirs) with a retry.
    if (!(error instanceof AppError))
      log.warn("chat page: the chat was not read with the page", describeError(error));
    return undefined;
  }
}

export default withPageMessages("dashboard/chats/[chatId]", ChatPage);
