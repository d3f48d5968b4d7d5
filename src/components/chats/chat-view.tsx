"use client";

import { AudioLinesIcon, LockIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";

import type { UserDoc, Viewer } from "@/components/management/documents";
import { LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { BackLink } from "@/components/shell/back-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useSpeakPreference } from "@/components/voice/speak-preferences";
import { VoicePanel } from "@/components/voice/voice-panel";
import { api } from "@/lib/api-client";
import type { StreamedChat } from "@/lib/chat-stream";
import { PAGES, ROUTES } from "@/lib/routes";
import { ArchiveButton, FavoriteButton } from "./chat-actions";
import { ChatBadges, ChatTitle, CloseChatButton } from "./chat-header";
import { Composer } from "./composer";
import { CHAT_CLOSED_TEXT, type ChatDoc, isParticipant } from "./documents";
import { Transcript } from "./transcript";
import { agentName, useAgentsById } from "./use-agents";
import { useChatSession } from "./use-chat-session";

/**
 * One chat (§2 /dashboard/chats/{chatId}): header (rename, favourite, archive, close), the transcript with the
 * reply streaming in, and the composer, or for a closed chat its summary and a way to start a new one. Coaches
 * and admins looking at someone else's chat read it only.
 */
export function ChatView({ chatId, viewer }: { chatId: string; viewer: Viewer }) {
  const chat = useResource<ChatDoc>(`/chats/${chatId}`);
  const me = useResource<UserDoc>("/users/me");
  const agents = useAgentsById();
  const [showHidden, setShowHidden] = React.useState(false);
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
  const [talking, setTalking] = React.useState(false);
  const [speak] = useSpeakPreference();
  const { sendRecording, reloadHistory } = session;
  const sendTake = React.useCallback(
    (take: Blob) => sendRecording(take, { speak: { voice: speak.voice } }),
    [sendRecording, speak.voice],
  );
  const canViewHidden = me.data?.canViewChatHiddenInfo === true;
  const agent = doc ? agentName(agents, doc.agents) : null;
  const agentLabel = agent ?? "Agent";

  if (chat.error) {
    return (
      <div className="grid gap-4">
        <BackLink href={ROUTES.chats} label="Chats" />
        <LoadError error={chat.error} onRetry={chat.reload} title="Could not load this chat" />
      </div>
    );
  }
  if (!doc) {
    return (
      <div className="grid gap-4" role="status" aria-busy aria-label="Loading chat">
        <BackLink href={ROUTES.chats} label="Chats" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }

  const streaming = session.streaming !== null;
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[28rem] flex-col gap-4">
      <div className="grid gap-3">
        <BackLink href={ROUTES.chats} label="Chats" />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <ChatTitle chat={doc} editable={canWrite} onChanged={setData} />
            <ChatBadges chat={doc} agent={agent} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {canViewHidden ? (
              <span className="flex items-center gap-2">
                <Switch id="show-hidden" checked={showHidden} onCheckedChange={setShowHidden} />
                <Label htmlFor="show-hidden">Show hidden info</Label>
              </span>
            ) : null}
            {canWrite ? (
              <>
                {doc.closed || doc.type !== "agent-chat" ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setTalking(true)}
                    disabled={session.busy}
                  >
                    <AudioLinesIcon />
                    Talk
                  </Button>
                )}
                <FavoriteButton chat={doc} onChanged={setData} />
                <ArchiveButton chat={doc} onChanged={setData} withText />
                {doc.closed ? null : (
                  <CloseChatButton
                    chat={doc}
                    disabled={session.busy}
                    onClosed={(closed) => {
                      setData(closed);
                      // Closing may add the agent's closing message.
                      session.reloadHistory();
                    }}
                  />
                )}
              </>
            ) : null}
          </div>
        </div>
      </div>

      {session.historyError ? (
        <LoadError
          error={session.historyError}
          onRetry={session.reloadHistory}
          title="Could not load the messages"
        />
      ) : (
        <Transcript session={session} viewerId={viewer._id} agentLabel={agentLabel} showHidden={showHidden} />
      )}

      {doc.closed ? (
        <ClosedNotice chat={doc} canWrite={canWrite} />
      ) : canWrite ? (
        <Composer
          onSend={session.send}
          onSendRecording={(recording, options) => void session.sendRecording(recording, options)}
          busy={session.busy}
          streaming={streaming}
          onStop={session.stop}
          stopping={session.stopping}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          You are reading this chat; only its participants write.
        </p>
      )}
      {canWrite && !doc.closed ? (
        <VoicePanel
          chatId={doc._id}
          open={talking}
          onOpenChange={(open) => {
            setTalking(open);
            // A realtime conversation stored its transcripts as messages: show them.
            if (!open) reloadHistory();
          }}
          sendTake={sendTake}
        />
      ) : null}
    </div>
  );
}

function ClosedNotice({ chat, canWrite }: { chat: ChatDoc; canWrite: boolean }) {
  const router = useRouter();
  const [creating, setCreating] = React.useState(false);
  const agent = chat.agents[0];

  async function createNew() {
    setCreating(true);
    try {
      const created = await api<ChatDoc>("/chats", {
        method: "POST",
        body: {
          type: "agent-chat",
          agents: [agent],
          config: chat.config?.mode ? { mode: chat.config.mode } : {},
        },
      });
      router.push(PAGES.chats.view(created._id));
    } catch {
      // api() toasted the failure.
      setCreating(false);
    }
  }

  return (
    <div className="grid max-h-[40%] gap-3 overflow-y-auto">
      <Alert>
        <LockIcon />
        <AlertTitle>{CHAT_CLOSED_TEXT}</AlertTitle>
        {canWrite && chat.type === "agent-chat" && agent ? (
          <AlertDescription>
            <Button size="sm" onClick={createNew} loading={creating} className="mt-1">
              {creating ? null : <PlusIcon />}
              Create a new one
            </Button>
          </AlertDescription>
        ) : null}
      </Alert>
      {chat.summary || (chat.keywords?.length ?? 0) > 0 ? (
        <section aria-labelledby="chat-summary" className="grid gap-2 rounded-lg border p-4">
          <h2 id="chat-summary" className="text-sm font-semibold">
            Summary
          </h2>
          {chat.summary ? <p className="whitespace-pre-wrap text-sm">{chat.summary}</p> : null}
          {chat.keywords?.length ? (
            <ul aria-label="Keywords" className="flex flex-wrap gap-1">
              {chat.keywords.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="outline">{keyword}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
