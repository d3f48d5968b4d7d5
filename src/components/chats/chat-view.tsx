"use client";

import { AudioLinesIcon, LockIcon, PanelLeftCloseIcon, PanelLeftOpenIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";

import type { Viewer } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { BackLink } from "@/components/shell/back-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useSpeakPreference } from "@/components/voice/speak-preferences";
import { VoicePanel } from "@/components/voice/voice-panel";
import { call, request } from "@/lib/api/call";
import { chats } from "@/lib/api/endpoints/chats";
import { users } from "@/lib/api/endpoints/users";
import type { StreamedChat } from "@/lib/chat-stream";
import type { ChatDoc } from "@/lib/contracts/chats";
import { PAGES, ROUTES } from "@/lib/routes";
import { ArchiveButton, FavoriteButton } from "./chat-actions";
import { ChatBadges, ChatTitle, CloseChatButton } from "./chat-header";
import { CHAT_CLOSED_TEXT, isParticipant } from "./chat-helpers";
import { ChatHistory } from "./chat-history";
import { Composer } from "./composer";
import { Transcript } from "./transcript";
import { agentName, useAgentsById } from "./use-agents";
import { useChatSession } from "./use-chat-session";

/**
 * One chat (§2 /dashboard/chats/{chatId}): header (rename, favourite, archive, close), the transcript with the
 * reply streaming in, and the composer, or for a closed chat its summary and a way to start a new one. Coaches
 * and admins looking at someone else's chat read it only.
 */
export function ChatView({ chatId, viewer }: { chatId: string; viewer: Viewer }) {
  const chat = useResource<ChatDoc>(request(chats.get, { params: { id: chatId } }));
  const me = useResource(request(users.getMe, {}));
  const agents = useAgentsById();
  const [showHidden, setShowHidden] = React.useState(false);
  const [historyOpen, toggleHistory] = useHistoryOpen();
  const [drawerOpen, setDrawerOpen] = React.useState(false);
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
  const agentDoc = doc?.agents[0] ? agents.get(doc.agents[0]) : undefined;
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
  const canAct = canWrite && !doc.closed;
  const historyKey = `${doc.title ?? ""}|${doc.messagesNumber ?? 0}|${doc.isFavorite}|${doc.isArchived}|${doc.closed}`;
  const actions = canWrite ? (
    <>
      {doc.closed || doc.type !== "agent-chat" ? null : (
        <Button variant="outline" size="sm" onClick={() => setTalking(true)} disabled={session.busy}>
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
  ) : null;
  const hiddenSwitch = canViewHidden ? (
    <span className="flex items-center gap-2">
      <Switch id="show-hidden" checked={showHidden} onCheckedChange={setShowHidden} />
      <Label htmlFor="show-hidden">Show hidden info</Label>
    </span>
  ) : null;
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[26rem] gap-4">
      {historyOpen ? (
        <aside className="hidden w-64 shrink-0 border-r pr-3 md:flex md:flex-col" aria-label="Your chats">
          <ChatHistory current={doc} viewerId={viewer._id} refreshKey={historyKey} />
        </aside>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <header className="flex items-start gap-2">
          <HistoryToggle
            open={historyOpen}
            onToggle={toggleHistory}
            onOpenDrawer={() => setDrawerOpen(true)}
          />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <ChatTitle chat={doc} editable={canWrite} onChanged={setData} />
            <ChatBadges chat={doc} agent={agentDoc ?? null} />
          </div>
          <div className="hidden flex-wrap items-center justify-end gap-2 md:flex">
            {hiddenSwitch}
            {actions}
          </div>
        </header>
        {actions || hiddenSwitch ? (
          // Phones: one row that scrolls sideways, so the header stays small and the messages get the room.
          <div className="-mt-1 flex shrink-0 items-center gap-2 overflow-x-auto pb-1 md:hidden [&_button]:h-8">
            {actions}
            {hiddenSwitch}
          </div>
        ) : null}

        {session.historyError ? (
          <LoadError
            error={session.historyError}
            onRetry={session.reloadHistory}
            title="Could not load the messages"
          />
        ) : (
          <Transcript
            session={session}
            viewerId={viewer._id}
            agentLabel={agentLabel}
            showHidden={showHidden}
            canAct={canAct}
          />
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
      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent
          className="top-0 left-0 h-dvh w-[min(20rem,85vw)] max-w-none translate-x-0 translate-y-0 grid-rows-[auto_1fr] rounded-none p-4 sm:max-w-none"
          aria-describedby={undefined}
        >
          <DialogTitle>Your chats</DialogTitle>
          <ChatHistory
            current={doc}
            viewerId={viewer._id}
            refreshKey={historyKey}
            onNavigate={() => setDrawerOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

const HISTORY_PREFERENCE = "chat-history-open";

/** Whether the history column is shown beside the chat (desktop), remembered on this device. */
function useHistoryOpen(): [boolean, () => void] {
  const [open, setOpen] = React.useState(true);
  React.useEffect(() => {
    if (window.localStorage.getItem(HISTORY_PREFERENCE) === "0") setOpen(false);
  }, []);
  const toggle = React.useCallback(() => {
    setOpen((current) => {
      window.localStorage.setItem(HISTORY_PREFERENCE, current ? "0" : "1");
      return !current;
    });
  }, []);
  return [open, toggle];
}

/** Desktop: shows or hides the history column. Phone: opens the history drawer. */
function HistoryToggle({
  open,
  onToggle,
  onOpenDrawer,
}: {
  open: boolean;
  onToggle: () => void;
  onOpenDrawer: () => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="hidden md:inline-flex"
        aria-label={open ? "Hide chat history" : "Show chat history"}
        aria-expanded={open}
        title={open ? "Hide chat history" : "Show chat history"}
        onClick={onToggle}
      >
        {open ? <PanelLeftCloseIcon /> : <PanelLeftOpenIcon />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open chat history"
        onClick={onOpenDrawer}
      >
        <PanelLeftOpenIcon />
      </Button>
    </>
  );
}

function ClosedNotice({ chat, canWrite }: { chat: ChatDoc; canWrite: boolean }) {
  const router = useRouter();
  const [creating, setCreating] = React.useState(false);
  const agent = chat.agents[0];

  async function createNew() {
    setCreating(true);
    try {
      const created = await call(chats.create, {
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
