"use client";

import { AudioLinesIcon, LockIcon, PanelLeftCloseIcon, PanelLeftOpenIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { AgentAvatar } from "@/components/ai-config/agent-avatar";
import type { Viewer } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { BackLink } from "@/components/shell/back-link";
import { useOpenedOnce } from "@/components/shell/use-opened-once";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LabelledSwitch } from "@/components/ui/labelled-switch";
import { LazyLayer } from "@/components/ui/lazy-dialog";
import { useUserName } from "@/components/users/use-user-name";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { AgentDoc } from "@/lib/contracts/agents/schemas";
import type { ChatDoc, ChatMessage } from "@/lib/contracts/chats/schemas";
import { PAGES, ROUTES } from "@/lib/routes";
import { ArchiveButton, FavoriteButton } from "./chat-actions";
import { ChatBadges, ChatMoreButton, ChatSubtitle, ChatTitle, CloseChatButton } from "./chat-header";
import { HEADER_BUTTON_LABEL } from "./chat-helpers";
import { ChatHistory } from "./chat-history";
import { Composer } from "./composer";
import { Markdown } from "./markdown";
import { Transcript } from "./transcript";
import type { ChatPanels } from "./use-chat-panels";
import type { ChatSession } from "./use-chat-session";
import { WhoReadsLine } from "./who-reads-line";

// Shown only on demand (Talk, and the history drawer on phones): loaded when first opened.
const VoicePanel = React.lazy(() =>
  import("@/components/voice/voice-panel").then((m) => ({ default: m.VoicePanel })),
);
// The phone's "More actions" menu (Radix's menu and positioning under it): loaded after the chat has shown.
const ChatMoreMenu = React.lazy(() => import("./chat-more-menu").then((m) => ({ default: m.ChatMoreMenu })));
const HistoryDrawer = React.lazy(() =>
  import("./history-drawer").then((m) => ({ default: m.HistoryDrawer })),
);

/** ChatView once its chat has loaded (see ChatView, which keeps the state). */
export function ChatBody({
  doc,
  setData,
  session,
  viewer,
  canWrite,
  canViewHidden,
  agentLabel,
  agentDoc,
  panels,
  sendTake,
}: {
  doc: ChatDoc;
  setData: (doc: ChatDoc) => void;
  session: ChatSession;
  viewer: Viewer;
  canWrite: boolean;
  canViewHidden: boolean;
  agentLabel: string;
  agentDoc: AgentDoc | null;
  panels: ChatPanels;
  sendTake: (take: Blob) => Promise<ChatMessage | null>;
}) {
  const t = useTranslations("chats.body");
  const drawerMounted = useOpenedOnce(panels.drawerOpen);
  const [renaming, setRenaming] = React.useState(false);
  const voiceMounted = useOpenedOnce(panels.talking);
  const { reloadHistory } = session;
  const streaming = session.streaming !== null;
  const canAct = canWrite && !doc.closed;
  const historyKey = `${doc.title ?? ""}|${doc.messagesNumber ?? 0}|${doc.isFavorite}|${doc.isArchived}|${doc.closed}`;
  const onClosed = (closed: ChatDoc) => {
    setData(closed);
    // Closing may add the agent's closing message.
    session.reloadHistory();
  };
  const canTalk = canWrite && !doc.closed && doc.type === "agent-chat";
  const router = useRouter();
  const moreMenu = (compact: boolean) => (
    <React.Suspense fallback={<ChatMoreButton disabled />}>
      <ChatMoreMenu
        chat={doc}
        canWrite={canWrite}
        busy={session.busy}
        onChanged={setData}
        onClosed={onClosed}
        onRename={() => setRenaming(true)}
        hiddenInfo={canViewHidden ? { shown: panels.showHidden, onShownChange: panels.setShowHidden } : null}
        compact={compact}
        onDeleted={() => router.push(ROUTES.chats)}
      />
    </React.Suspense>
  );
  const actions = canWrite ? (
    <>
      {canTalk ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => panels.setTalking(true)}
          disabled={session.busy}
          title={t("talk")}
        >
          <AudioLinesIcon />
          <span className={HEADER_BUTTON_LABEL}>{t("talk")}</span>
        </Button>
      ) : null}
      <FavoriteButton chat={doc} onChanged={setData} />
      <ArchiveButton chat={doc} onChanged={setData} withText />
      {doc.closed ? null : <CloseChatButton chat={doc} disabled={session.busy} onClosed={onClosed} />}
    </>
  ) : null;
  const hiddenSwitch = canViewHidden ? (
    <LabelledSwitch id="show-hidden" checked={panels.showHidden} onCheckedChange={panels.setShowHidden}>
      {t("showHiddenInfo")}
    </LabelledSwitch>
  ) : null;
  return (
    // On a phone the page's own padding is all that is left around it: the messages get the rest. The layout
    // follows the room the page has, not the window: with the side menu open at 1024 px the chat has a phone's
    // width plus a little, so the history becomes a drawer (below 56rem) and the header goes compact (below
    // 42rem) by container queries.
    <div className="@container/chat flex h-[calc(100dvh-8rem)] min-h-[26rem] gap-4 max-md:h-[calc(100dvh-6.75rem)]">
      {/* The history is the viewer's own chats: beside someone else's chat (a coach or an admin reading it) it
          would list the reader's chats, so it is left out there. */}
      {panels.historyOpen && canWrite ? (
        <aside
          className="hidden w-64 shrink-0 border-r pr-3 @4xl/chat:flex @4xl/chat:flex-col"
          aria-label={t("yourChats")}
        >
          <ChatHistory current={doc} viewerId={viewer._id} refreshKey={historyKey} />
        </aside>
      ) : null}
      <div className="@container/pane flex min-w-0 flex-1 flex-col gap-3">
        {canWrite ? null : <ReaderBackLink chat={doc} />}
        {/* From md up: the title over the agent and badges, the actions at the end. On a phone: one row, the
            title over a small line of agent and mode, Talk and the star, and the rest in the "More actions" menu. */}
        <header className="flex items-center gap-2 @2xl/pane:items-start">
          {canWrite ? (
            <HistoryToggle
              open={panels.historyOpen}
              onToggle={panels.toggleHistory}
              onOpenDrawer={() => panels.setDrawerOpen(true)}
            />
          ) : null}
          {agentDoc && !renaming ? (
            <AgentAvatar agent={agentDoc} size="sm" className="@2xl/pane:hidden" />
          ) : null}
          <div className="grid min-w-0 flex-1 gap-0.5">
            <ChatTitle
              chat={doc}
              editable={canWrite}
              onChanged={setData}
              editing={renaming}
              onEditingChange={setRenaming}
            />
            <ChatBadges chat={doc} agent={agentDoc ?? null} className="@max-2xl/pane:hidden" />
            {renaming ? null : (
              <ChatSubtitle chat={doc} agent={agentDoc ?? null} className="@2xl/pane:hidden" />
            )}
          </div>
          <div className="hidden shrink-0 flex-wrap items-center justify-end gap-2 @2xl/pane:flex">
            {hiddenSwitch}
            {actions}
            {moreMenu(false)}
          </div>
          {renaming ? null : (
            <div className="flex shrink-0 items-center @2xl/pane:hidden">
              {canTalk ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("talk")}
                  title={t("talk")}
                  onClick={() => panels.setTalking(true)}
                  disabled={session.busy}
                >
                  <AudioLinesIcon />
                </Button>
              ) : null}
              {canWrite ? <FavoriteButton chat={doc} onChanged={setData} /> : null}
              {moreMenu(true)}
            </div>
          )}
        </header>

        {session.historyError ? (
          <LoadError
            error={session.historyError}
            onRetry={session.reloadHistory}
            title={t("messagesLoadError")}
          />
        ) : (
          <Transcript
            session={session}
            viewerId={viewer._id}
            agentLabel={agentLabel}
            showHidden={panels.showHidden}
            canAct={canAct}
            notice={canWrite && viewer.role === "user" && doc.type === "agent-chat" ? <WhoReadsLine /> : null}
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
            starters={
              doc.type === "agent-chat" &&
              !session.pending &&
              !session.messages.some((m) => m.role === "user")
                ? (agentDoc?.conversationStarters ?? [])
                : []
            }
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("readOnly")}</p>
        )}
        <LazyLayer mounted={canWrite && !doc.closed && voiceMounted}>
          <VoicePanel
            chatId={doc._id}
            open={panels.talking}
            onOpenChange={(open) => {
              panels.setTalking(open);
              // A realtime conversation stored its transcripts as messages: show them.
              if (!open) reloadHistory();
            }}
            sendTake={sendTake}
          />
        </LazyLayer>
      </div>
      <LazyLayer mounted={drawerMounted && canWrite}>
        <HistoryDrawer open={panels.drawerOpen} onOpenChange={panels.setDrawerOpen}>
          <ChatHistory
            current={doc}
            viewerId={viewer._id}
            refreshKey={historyKey}
            onNavigate={() => panels.setDrawerOpen(false)}
          />
        </HistoryDrawer>
      </LazyLayer>
    </div>
  );
}

/** With room for it: shows or hides the history column. Without (a phone, a narrow window): opens the drawer. */
function HistoryToggle({
  open,
  onToggle,
  onOpenDrawer,
}: {
  open: boolean;
  onToggle: () => void;
  onOpenDrawer: () => void;
}) {
  const t = useTranslations("chats.body");
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="hidden @4xl/chat:inline-flex"
        aria-label={open ? t("hideHistory") : t("showHistory")}
        aria-expanded={open}
        title={open ? t("hideHistory") : t("showHistory")}
        onClick={onToggle}
      >
        {open ? <PanelLeftCloseIcon /> : <PanelLeftOpenIcon />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="@4xl/chat:hidden"
        aria-label={t("openHistory")}
        onClick={onOpenDrawer}
      >
        <PanelLeftOpenIcon />
      </Button>
    </>
  );
}

function ClosedNotice({ chat, canWrite }: { chat: ChatDoc; canWrite: boolean }) {
  const t = useTranslations("chats.body");
  const te = useTranslations("errors");
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
        {/* The spec's text asks the participant to start a new chat; someone reading it is told only the fact. The
            whole sentence wraps on a phone instead of being cut to one line. */}
        <AlertTitle className="line-clamp-none">
          {canWrite ? te("codes.CHAT_CLOSED") : t("closed")}
        </AlertTitle>
        {canWrite && chat.type === "agent-chat" && agent ? (
          <AlertDescription>
            <Button size="sm" onClick={createNew} loading={creating} className="mt-1">
              {creating ? null : <PlusIcon />}
              {t("createNew")}
            </Button>
          </AlertDescription>
        ) : null}
      </Alert>
      {chat.summary || (chat.keywords?.length ?? 0) > 0 ? (
        <section aria-labelledby="chat-summary" className="grid gap-2 rounded-lg border p-4">
          <h2 id="chat-summary" className="text-sm font-semibold">
            {t("summary")}
          </h2>
          {chat.summary ? <Markdown text={chat.summary} /> : null}
          {chat.keywords?.length ? (
            <ul aria-label={t("keywords")} className="flex flex-wrap gap-1">
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

/**
 * Someone reading another person's chat (a coach, an admin) came from that person's chats: the way back, which
 * also says whose chat this is.
 */
function ReaderBackLink({ chat }: { chat: ChatDoc }) {
  const t = useTranslations("chats.body");
  const owner = chat.users[0] ?? null;
  const name = useUserName(owner);
  if (!owner) return null;
  return (
    <BackLink href={PAGES.chats.byUser(owner)} label={name ? t("chatsOf", { name }) : t("chatsOfThisUser")} />
  );
}
