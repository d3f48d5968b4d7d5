"use client";

import { AlertCircleIcon, BotIcon, RefreshCwIcon, UserIcon } from "lucide-react";
import * as React from "react";

import { formatDateTime } from "@/components/management/documents";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import type { ChatMessage } from "@/lib/contracts/chats";
import { cn } from "@/lib/utils";
import { Markdown } from "./markdown";
import { MessageFiles } from "./message-files";
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
}: {
  session: ChatSession;
  viewerId: string;
  agentLabel: string;
  showHidden: boolean;
}) {
  const { messages, pending, streaming, hasMore, loadingEarlier, loadEarlier, historyLoading } = session;
  const scroller = React.useRef<HTMLDivElement>(null);
  const pinned = React.useRef(true);
  const heightBeforeEarlier = React.useRef<number | null>(null);

  const visible = showHidden ? messages : messages.filter((m) => m.role === "user" || m.role === "assistant");
  const streamingText = streaming?.text ?? "";
  const firstId = messages[0]?.id;

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < PIN_DISTANCE;
    if (el.scrollTop < LOAD_DISTANCE && hasMore && !loadingEarlier) earlier();
  }

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
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto rounded-lg border bg-card/40 p-4"
      data-testid="transcript"
    >
      {historyLoading && messages.length === 0 ? (
        <div className="grid gap-4" role="status" aria-busy aria-label="Loading messages">
          <Skeleton className="h-14 w-2/3" />
          <Skeleton className="ml-auto h-10 w-1/2" />
          <Skeleton className="h-14 w-3/5" />
        </div>
      ) : (
        <ol aria-label="Messages" className="grid gap-4">
          {hasMore ? (
            <li className="flex justify-center">
              <Button variant="outline" size="sm" onClick={earlier} loading={loadingEarlier}>
                Load earlier messages
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
            />
          ))}
          {pending ? (
            <li className="grid justify-items-end gap-1" data-testid="pending-message">
              <Bubble own>
                <p className="whitespace-pre-wrap text-sm">{pending.text}</p>
              </Bubble>
              <MessageFiles files={pending.files} own label="Attachment" />
              {pending.failed ? (
                <span className="flex items-center gap-2 text-xs text-destructive">
                  <AlertCircleIcon aria-hidden className="size-3.5" />
                  Not sent.
                  <Button variant="outline" size="sm" onClick={session.retry}>
                    <RefreshCwIcon />
                    Retry
                  </Button>
                </span>
              ) : (
                <span className="text-xs text-muted-foreground">Sending…</span>
              )}
            </li>
          ) : null}
          {streaming ? (
            <li className="grid justify-items-start gap-1">
              <Sender kind="assistant" label={agentLabel} />
              <Bubble>
                <div aria-live="polite" aria-busy data-testid="streaming-reply">
                  {streaming.text ? (
                    <Markdown text={streaming.text} />
                  ) : (
                    <Spinner label={`${agentLabel} is writing`} />
                  )}
                </div>
              </Bubble>
            </li>
          ) : null}
          {visible.length === 0 && !pending && !streaming ? (
            <li className="py-8 text-center text-sm text-muted-foreground">No messages yet.</li>
          ) : null}
        </ol>
      )}
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
}: {
  message: ChatMessage;
  own: boolean;
  agentLabel: string;
  showHidden: boolean;
}) {
  const hidden = message.role === "system" || message.role === "developer";
  const label = hidden
    ? message.role === "system"
      ? "System"
      : "Developer"
    : message.role === "assistant"
      ? (message.name ?? agentLabel)
      : own
        ? "You"
        : (message.name ?? "User");
  const hasDetails = showHidden && (message.details || (message.metaContent?.length ?? 0) > 0);
  return (
    <li
      className={cn("grid gap-1", own ? "justify-items-end" : "justify-items-start")}
      data-role={message.role}
      data-testid="message"
    >
      <span className="flex items-center gap-2">
        <Sender kind={message.role} label={label} />
        <time dateTime={message.createdAt} className="text-xs text-muted-foreground/70">
          {formatDateTime(message.createdAt)}
        </time>
      </span>
      <div
        className={cn(
          "max-w-[min(42rem,90%)] rounded-lg px-3 py-2",
          hidden ? "border border-dashed bg-muted/20" : own ? "bg-primary/15" : "border bg-card",
        )}
      >
        {message.role === "user" ? (
          <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
        ) : (
          <Markdown text={message.message} />
        )}
      </div>
      <MessageFiles
        files={message.files}
        own={own}
        label={message.role === "assistant" ? `Spoken reply from ${label}` : `Recording from ${label}`}
      />
      {hasDetails ? (
        <details className="max-w-[min(42rem,90%)] text-xs text-muted-foreground">
          <summary className="cursor-pointer">Details</summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-muted/40 p-2">
            {JSON.stringify({ details: message.details, metaContent: message.metaContent }, null, 2)}
          </pre>
        </details>
      ) : null}
    </li>
  );
}
