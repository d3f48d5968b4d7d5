"use client";

import { AlertCircleIcon, ArrowDownIcon, BotIcon, RefreshCwIcon, SquareIcon, UserIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { SupportCard } from "@/components/safeguarding/support-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useUserName } from "@/components/users/use-user-name";
import { useFormat } from "@/i18n/format";
import type { ChatMessage } from "@/lib/contracts/chats/schemas";
import { MESSAGE_MAX } from "@/lib/contracts/chats/values";
import { cn } from "@/lib/utils";
import { Markdown } from "./markdown";
import { type MessageAbilities, MessageActions } from "./message-actions";
import { MessageFiles } from "./message-files";
import { ReplyDetails } from "./reply-details";
import type { ChatSession } from "./use-chat-session";

/** How close to the bottom (px) still counts as "reading the newest": new text then keeps the view pinned. */
const PIN_DISTANCE = 80;
/** How close to the top (px) scrolling loads earlier messages. */
const LOAD_DISTANCE = 40;

/**
 * The messages of a chat, oldest first: "Load earlier" (and scrolling to the top) pages back through the
 * history keeping the view where it was; the reply streaming in shows as it grows and keeps the view at the
 * bottom while the reader is there. System messages and details show only with `showHidden`.
 */
export function Transcript({
  session,
  viewerId,
  agentLabel,
  showHidden,
  canAct,
  notice,
}: {
  session: ChatSession;
  viewerId: string;
  agentLabel: string;
  showHidden: boolean;
  /** The viewer writes in this chat and it is open: regenerate, edit and feedback are offered. */
  canAct: boolean;
  /** A line at the chat's very beginning (who can read it), scrolled away with the first messages. */
  notice?: React.ReactNode;
}) {
  const t = useTranslations("chatMessages");
  const { messages, pending, streaming, hasMore, loadingEarlier, loadEarlier, historyLoading } = session;
  const scroller = React.useRef<HTMLDivElement>(null);
  const pinned = React.useRef(true);
  const [awayFromLatest, setAwayFromLatest] = React.useState(false);
  const [editingId, setEditingId] = React.useState<string | null>(null);
  const heightBeforeEarlier = React.useRef<number | null>(null);

  const visible = showHidden ? messages : messages.filter((m) => m.role === "user" || m.role === "assistant");
  const streamingText = streaming?.text ?? "";
  const firstId = messages[0]?.id;

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < PIN_DISTANCE;
    setAwayFromLatest(!pinned.current);
    if (el.scrollTop < LOAD_DISTANCE && hasMore && !loadingEarlier) earlier();
  }

  function jumpToLatest() {
    const el = scroller.current;
    if (!el) return;
    pinned.current = true;
    setAwayFromLatest(false);
    el.scrollTo({ top: el.scrollHeight, behavior: "smooth" });
  }

  const idle = canAct && !session.busy && !pending && !streaming;
  const lastReply = messages.findLast((m) => m.role === "assistant");
  const questionOf = questionsOf(messages);
  const abilitiesOf = (message: ChatMessage): MessageAbilities => ({
    regenerate: idle && message.role === "assistant" && questionOf.get(message.id)?.user === viewerId,
    edit: idle && message.role === "user" && message.user === viewerId,
    rate: canAct && message.role === "assistant" && message.status !== "streaming",
    versions: canAct && message.versions ? { enabled: idle } : null,
  });

  function earlier() {
    heightBeforeEarlier.current = scroller.current?.scrollHeight ?? null;
    loadEarlier();
  }

  // Earlier messages were added above: keep the same messages in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes.
  React.useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || heightBeforeEarlier.current === null) return;
    el.scrollTop += el.scrollHeight - heightBeforeEarlier.current;
    heightBeforeEarlier.current = null;
  }, [firstId]);

  // New messages or streamed text: follow them while the reader is at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the changes that grow the transcript.
  React.useLayoutEffect(() => {
    const el = scroller.current;
    if (el && pinned.current && heightBeforeEarlier.current === null) el.scrollTop = el.scrollHeight;
  }, [messages.length, streamingText, pending, historyLoading]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto rounded-lg border bg-card/40 p-3 sm:p-4"
        data-testid="transcript"
      >
        {historyLoading && messages.length === 0 ? (
          <div className="grid gap-4" role="status" aria-busy aria-label={t("transcript.loading")}>
            <Skeleton className="h-14 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-14 w-3/5" />
          </div>
        ) : (
          <>
            {notice && !hasMore ? <div className="mb-4 flex justify-center text-center">{notice}</div> : null}
            <ol aria-label={t("transcript.messages")} className="grid gap-4">
              {hasMore ? (
                <li className="flex justify-center">
                  <Button variant="outline" size="sm" onClick={earlier} loading={loadingEarlier}>
                    {t("transcript.loadEarlier")}
                  </Button>
                </li>
              ) : null}
              {visible.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  own={message.role === "user" && message.user === viewerId}
                  agentLabel={agentLabel}
                  showHidden={showHidden}
                  abilities={abilitiesOf(message)}
                  newest={message.id === lastReply?.id}
                  editing={editingId === message.id}
                  onEdit={() => setEditingId(message.id)}
                  onCancelEdit={() => setEditingId(null)}
                  onResend={(text) => {
                    setEditingId(null);
                    pinned.current = true;
                    session.regenerate({ messageId: message.id, message: text });
                  }}
                  onRegenerate={() => {
                    const question = questionOf.get(message.id);
                    if (!question) return;
                    pinned.current = true;
                    session.regenerate({ messageId: question.id });
                  }}
                  onShowVersion={session.showVersion}
                  onFeedback={(feedback) => session.setFeedback(message.id, feedback)}
                />
              ))}
              {pending ? (
                <li className="grid justify-items-end gap-1" data-testid="pending-message">
                  <Bubble own>
                    <Markdown text={pending.text} />
                  </Bubble>
                  <MessageFiles files={pending.files} own label={t("transcript.attachment")} />
                  {pending.failed ? (
                    <span className="flex items-center gap-2 text-xs text-destructive">
                      <AlertCircleIcon aria-hidden className="size-3.5" />
                      {t("transcript.notSent")}
                      <Button variant="outline" size="sm" onClick={session.retry}>
                        <RefreshCwIcon />
                        {t("retry")}
                      </Button>
                    </span>
                  ) : (
                    <span className="text-xs text-muted-foreground" role="status">
                      {t("transcript.sending")}
                    </span>
                  )}
                </li>
              ) : null}
              {streaming ? <WritingReply label={agentLabel} text={streaming.text} /> : null}
              {visible.length === 0 && !pending && !streaming ? (
                session.busy && canAct ? (
                  // The greeting of a new chat is on its way: say so, rather than "No messages yet" beside a busy
                  // Send button.
                  <WritingReply label={agentLabel} />
                ) : (
                  <li className="py-8 text-center text-sm text-muted-foreground">{t("transcript.empty")}</li>
                )
              ) : null}
            </ol>
          </>
        )}
      </div>
      {awayFromLatest ? (
        <Button
          variant="secondary"
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          onClick={jumpToLatest}
        >
          <ArrowDownIcon />
          {t("transcript.jumpToLatest")}
        </Button>
      ) : null}
    </div>
  );
}

function Sender({ kind, label }: { kind: ChatMessage["role"]; label: string }) {
  const Icon = kind === "assistant" ? BotIcon : UserIcon;
  return (
    <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}

function Bubble({ own = false, children }: { own?: boolean; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        "max-w-[min(42rem,90%)] rounded-lg px-3 py-2",
        own ? "bg-primary/15 text-foreground" : "border bg-card",
      )}
    >
      {children}
    </div>
  );
}

function MessageItem({
  message,
  own,
  agentLabel,
  showHidden,
  abilities,
  newest,
  editing,
  onEdit,
  onCancelEdit,
  onResend,
  onRegenerate,
  onShowVersion,
  onFeedback,
}: {
  message: ChatMessage;
  own: boolean;
  agentLabel: string;
  showHidden: boolean;
  abilities: MessageAbilities;
  newest: boolean;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onResend: (text: string) => void;
  onRegenerate: () => void;
  onShowVersion: (id: string) => void;
  onFeedback: React.ComponentProps<typeof MessageActions>["onFeedback"];
}) {
  const t = useTranslations("chatMessages");
  const format = useFormat();
  const hidden = message.role === "system" || message.role === "developer";
  // Someone reading another person's chat (a coach, an admin) sees who wrote each message.
  const authorName = useUserName(!own && message.role === "user" && !message.name ? message.user : null);
  const label = hidden
    ? message.role === "system"
      ? t("transcript.system")
      : t("transcript.developer")
    : message.role === "assistant"
      ? (message.name ?? agentLabel)
      : own
        ? t("transcript.you")
        : (message.name ?? authorName ?? t("transcript.user"));
  const empty = message.message.trim() === "";
  return (
    <li
      className={cn("group grid gap-1", own ? "justify-items-end" : "justify-items-start")}
      data-role={message.role}
      data-status={message.status}
      data-testid="message"
    >
      <span className="flex items-center gap-2">
        <Sender kind={message.role} label={label} />
        <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
          {format.dateTime(message.createdAt)}
        </time>
      </span>
      {editing ? (
        <EditBox initial={message.message} onCancel={onCancelEdit} onSend={onResend} />
      ) : empty && message.role === "assistant" ? null : (
        <div
          className={cn(
            "max-w-[min(42rem,90%)] rounded-lg px-3 py-2",
            hidden ? "border border-dashed bg-muted/20" : own ? "bg-primary/15" : "border bg-card",
          )}
        >
          {hidden ? (
            <pre className="whitespace-pre-wrap break-words font-sans text-sm">{message.message}</pre>
          ) : (
            <Markdown text={message.message} />
          )}
        </div>
      )}
      <MessageFiles
        files={message.files}
        own={own}
        label={
          message.role === "assistant"
            ? t("transcript.spokenReplyFrom", { name: label })
            : t("transcript.recordingFrom", { name: label })
        }
      />
      {message.support ? <SupportCard contacts={message.support.contacts} /> : null}
      <ReplyState message={message} canRetry={abilities.regenerate} onRetry={onRegenerate} />
      {!hidden && !editing && !empty ? (
        <MessageActions
          message={message}
          abilities={abilities}
          alwaysVisible={newest || abilities.versions !== null}
          onRegenerate={onRegenerate}
          onShowVersion={onShowVersion}
          onEdit={onEdit}
          onFeedback={onFeedback}
        />
      ) : null}
      {showHidden ? <ReplyDetails message={message} /> : null}
    </li>
  );
}

/** A reply that did not finish says so: stopped by the person, or failed (then it may be written again). */
function ReplyState({
  message,
  canRetry,
  onRetry,
}: {
  message: ChatMessage;
  canRetry: boolean;
  onRetry: () => void;
}) {
  const t = useTranslations("chatMessages");
  if (message.status === "stopped") {
    return (
      <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <SquareIcon aria-hidden className="size-3" />
        {t("transcript.stopped")}
      </span>
    );
  }
  if (message.status !== "error") return null;
  return (
    <span className="flex items-center gap-2 text-xs text-destructive">
      <AlertCircleIcon aria-hidden className="size-3.5" />
      {t("transcript.replyFailed")}
      {canRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCwIcon />
          {t("retry")}
        </Button>
      ) : null}
    </span>
  );
}

/**
 * The last message, edited in place: Send (or Enter, as in the composer; Shift+Enter for a new line) writes the
 * reply again for the new text. Ctrl/⌘-Enter sends too.
 */
function EditBox({
  initial,
  onCancel,
  onSend,
}: {
  initial: string;
  onCancel: () => void;
  onSend: (text: string) => void;
}) {
  const t = useTranslations("chatMessages");
  const [text, setText] = React.useState(initial);
  const send = () => {
    if (text.trim() !== "") onSend(text);
  };
  return (
    <form
      className="grid w-full max-w-[min(42rem,90%)] gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        aria-label={t("transcript.editYourMessage")}
        value={text}
        maxLength={MESSAGE_MAX}
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={text.trim() === ""}>
          {t("send")}
        </Button>
      </div>
    </form>
  );
}

/** The reply being written: its text so far, or a spinner until the first words come. */
function WritingReply({ label, text }: { label: string; text?: string }) {
  const t = useTranslations("chatMessages");
  return (
    <li className="grid justify-items-start gap-1">
      <Sender kind="assistant" label={label} />
      <Bubble>
        <div aria-live="polite" aria-busy data-testid="streaming-reply">
          {text ? <Markdown text={text} /> : <Spinner label={t("transcript.writing", { name: label })} />}
        </div>
      </Bubble>
    </li>
  );
}

/** The user message each agent reply answers (the last one before it), by the reply's id. */
function questionsOf(messages: ChatMessage[]): Map<string, ChatMessage> {
  const answer = new Map<string, ChatMessage>();
  let question: ChatMessage | undefined;
  for (const message of messages) {
    if (message.role === "user") question = message;
    else if (message.role === "assistant" && question) answer.set(message.id, question);
  }
  return answer;
}
