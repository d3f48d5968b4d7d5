"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import type { Viewer } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { BackLink } from "@/components/shell/back-link";
import { Skeleton } from "@/components/ui/skeleton";
import { useSpeakPreference } from "@/components/voice/speak-preferences";
import { chats, users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import type { StreamedChat } from "@/lib/chat-stream";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { ROUTES } from "@/lib/routes";
import { preloadable } from "@/lib/when-idle";
import { isParticipant } from "./chat-helpers";
import { preloadMarkdown } from "./markdown";
import { agentName, useAgentsById } from "./use-agents";
import { useChatPanels } from "./use-chat-panels";
import { useChatSession } from "./use-chat-session";

// The chat itself (header, transcript, composer) shows once the chat has loaded: its code loads meanwhile.
const loadBody = preloadable(() => import("./chat-body"));
const ChatBody = React.lazy(() => loadBody().then((m) => ({ default: m.ChatBody })));

/**
 * One chat (§2 /dashboard/chats/{chatId}): header (rename, favourite, archive, close), the transcript with the
 * reply streaming in, and the composer, or for a closed chat its summary and a way to start a new one. Coaches
 * and admins looking at someone else's chat read it only.
 */
export function ChatView({ chatId, viewer }: { chatId: string; viewer: Viewer }) {
  const t = useTranslations("chats");
  const chat = useResource<ChatDoc>(request(chats.get, { params: { id: chatId } }));
  const me = useResource(request(users.getMe, {}));
  const agents = useAgentsById();
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
  const session = useChatSession({ chat: doc, canWrite, onChat });
  const [speak] = useSpeakPreference();
  const { sendRecording } = session;
  const sendTake = React.useCallback(
    (take: Blob) => sendRecording(take, { speak: { voice: speak.voice } }),
    [sendRecording, speak.voice],
  );
  const canViewHidden = me.data?.canViewChatHiddenInfo === true;
  const agent = doc ? agentName(agents, doc.agents) : null;
  const agentDoc = doc?.agents[0] ? agents.get(doc.agents[0]) : undefined;
  const agentLabel = agent ?? t("view.agent");

  React.useEffect(() => {
    preloadMarkdown();
    loadBody().catch(() => {});
  }, []);

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
    <React.Suspense fallback={<ChatLoading />}>
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
    </React.Suspense>
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
