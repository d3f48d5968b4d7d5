"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import type { Viewer } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { useRevalidateWhenRestored } from "@/components/management/use-revalidate-when-restored";
import { BackLink } from "@/components/shell/back-link";
import { Skeleton } from "@/components/ui/skeleton";
import { KnownUserNames } from "@/components/users/use-user-name";
import { useSpeakPreference } from "@/components/voice/speak-preferences";
import { chats, users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import type { StreamedChat } from "@/lib/chat-stream";
import type { AgentDoc } from "@/lib/contracts/agents/schemas";
import type { ChatDoc, HistoryPage } from "@/lib/contracts/chats/schemas";
import { ROUTES } from "@/lib/routes";
import { ChatBody } from "./chat-body";
import { isParticipant } from "./chat-helpers";
import { agentName, useAgentsById } from "./use-agents";
import { useChatPanels } from "./use-chat-panels";
import { useChatSession } from "./use-chat-session";

const NO_NAMES: Record<string, string> = {};

/** A chat as the server read it with its page: the chat, its newest messages, and the agents it is with. */
export interface InitialChat {
  chat: ChatDoc;
  history: HistoryPage;
  agents: AgentDoc[];
  /** The names of the people the chat shows besides the viewer (its participants, its messages' authors), by id. */
  names: Record<string, string>;
  /** The viewer may see system messages and a reply's details (canViewChatHiddenInfo). */
  canViewHidden: boolean;
  /** Made afresh for each read: the same payload shown again (Back, Forward) is fetched again. */
  readId: string;
}

/**
 * One chat (§2 /dashboard/chats/{chatId}): header (rename, favourite, archive, close), the transcript with the
 * reply streaming in, and the composer, or for a closed chat its summary and a way to start a new one. Coaches
 * and admins looking at someone else's chat read it only.
 */
export function ChatView({
  chatId,
  viewer,
  initial,
}: {
  chatId: string;
  viewer: Viewer;
  /** What the server read with the page: shown at once, not fetched again. */
  initial?: InitialChat;
}) {
  const t = useTranslations("chats");
  const chat = useResource<ChatDoc>(request(chats.get, { params: { id: chatId } }), initial?.chat);
  // Only asked for when the server could not read the chat with the page.
  const me = useResource(initial ? null : request(users.getMe, {}));
  const agents = useAgentsById(initial?.agents);
  const panels = useChatPanels();
  const doc = chat.data;
  const canWrite = doc ? isParticipant(doc, viewer._id) : false;
  const { setData } = chat;
  const docRef = React.useRef(doc);
  docRef.current = doc;

  const onChat = React.useCallback(
    (changes: StreamedChat) => {
      const current = docRef.current;
      if (current) setData({ ...current, ...changes } as ChatDoc);
    },
    [setData],
  );
  const session = useChatSession({ chat: doc, canWrite, onChat, initialHistory: initial?.history });
  const { reload: reloadChat } = chat;
  const { reloadHistory } = session;
  useRevalidateWhenRestored(initial?.readId, () => {
    reloadChat();
    reloadHistory();
  });
  const [speak] = useSpeakPreference();
  const { sendRecording } = session;
  const sendTake = React.useCallback(
    (take: Blob) => sendRecording(take, { speak: { voice: speak.voice } }),
    [sendRecording, speak.voice],
  );
  const canViewHidden = initial?.canViewHidden ?? me.data?.canViewChatHiddenInfo === true;
  const agent = doc ? agentName(agents, doc.agents) : null;
  const agentDoc = doc?.agents[0] ? agents.get(doc.agents[0]) : undefined;
  const agentLabel = agent ?? t("view.agent");

  if (chat.error) {
    return (
      <div className="grid gap-4">
        <BackLink href={ROUTES.chats} label={t("chats")} />
        <LoadError error={chat.error} onRetry={chat.reload} title={t("view.loadError")} />
      </div>
    );
  }
  if (!doc) return <ChatLoading />;

  return (
    <KnownUserNames value={initial?.names ?? NO_NAMES}>
      <ChatBody
        doc={doc}
        setData={setData}
        session={session}
        viewer={viewer}
        canWrite={canWrite}
        canViewHidden={canViewHidden}
        agentLabel={agentLabel}
        agentDoc={agentDoc ?? null}
        panels={panels}
        sendTake={sendTake}
      />
    </KnownUserNames>
  );
}

function ChatLoading() {
  const t = useTranslations("chats");
  return (
    <div className="grid gap-4" role="status" aria-busy aria-label={t("view.loading")}>
      <BackLink href={ROUTES.chats} label={t("chats")} />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
