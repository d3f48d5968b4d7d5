"use client";

import {
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CopyIcon,
  PencilIcon,
  RefreshCwIcon,
  ThumbsDownIcon,
  ThumbsUpIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { useBusy } from "@/components/management/use-busy";
import { Button } from "@/components/ui/button";
import { LazyLayer } from "@/components/ui/lazy-dialog";
import { LazyPopoverTrigger, useLazyPopover } from "@/components/ui/lazy-popover";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatMessage, OwnFeedback } from "@/lib/contracts/chats/schemas";
import { toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { preloadable } from "@/lib/when-idle";
import type { FeedbackPopoverProps } from "./feedback-popover";

// The comment popover (Radix, the positioning library) loads after the page (see useLazyPopover).
const loadPopover = preloadable(() => import("./feedback-popover"));
const FeedbackPopover = React.lazy(() => loadPopover().then((m) => ({ default: m.FeedbackPopover })));

/** What the person may do with one message: decided by the transcript from the chat's state. */
export interface MessageAbilities {
  /** An agent reply to the person's message, in a chat they write in, with no reply running: regenerate. */
  regenerate: boolean;
  /** The person's own message, in a chat they write in, with no reply running: edit and resend. */
  edit: boolean;
  /** An agent reply in the person's own chat: thumbs up or down. */
  rate: boolean;
  /** A message with several versions in the person's own chat: "‹ 2/3 ›", enabled with no reply running. */
  versions: { enabled: boolean } | null;
}

/** One of the toolbar's buttons: an icon, small and muted until pointed at, named by its aria-label. */
function ToolbarButton({ className, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-8 text-muted-foreground hover:text-foreground", className)}
      {...props}
    />
  );
}

/**
 * The row under a message: copy, and as allowed regenerate, edit, thumbs up/down. Hidden until the message is
 * hovered or holds focus on devices that hover; always shown where nothing hovers (phones) and on the newest reply.
 */
export function MessageActions({
  message,
  abilities,
  alwaysVisible,
  onRegenerate,
  onEdit,
  onShowVersion,
  onFeedback,
}: {
  message: ChatMessage;
  abilities: MessageAbilities;
  alwaysVisible: boolean;
  onRegenerate: () => void;
  onEdit: () => void;
  onShowVersion: (id: string) => void;
  onFeedback: (feedback: OwnFeedback | null) => void;
}) {
  const t = useTranslations("chatMessages.actions");
  return (
    <div
      role="toolbar"
      aria-label={t("toolbar")}
      className={cn(
        "flex items-center gap-0.5 transition-opacity",
        alwaysVisible
          ? "opacity-100"
          : "opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100",
      )}
    >
      {abilities.versions && message.versions ? (
        <VersionSwitcher
          versions={message.versions}
          enabled={abilities.versions.enabled}
          onShow={onShowVersion}
        />
      ) : null}
      <CopyButton text={message.message} />
      {abilities.edit ? (
        <ToolbarButton aria-label={t("editMessage")} title={t("edit")} onClick={onEdit}>
          <PencilIcon />
        </ToolbarButton>
      ) : null}
      {abilities.regenerate ? (
        <ToolbarButton aria-label={t("regenerateReply")} title={t("regenerateTitle")} onClick={onRegenerate}>
          <RefreshCwIcon />
        </ToolbarButton>
      ) : null}
      {abilities.rate ? <FeedbackButtons message={message} onFeedback={onFeedback} /> : null}
    </div>
  );
}

/** "‹ 2/3 ›": the earlier and later versions of a message (an edit, a regenerated reply). */
function VersionSwitcher({
  versions,
  enabled,
  onShow,
}: {
  versions: NonNullable<ChatMessage["versions"]>;
  enabled: boolean;
  onShow: (id: string) => void;
}) {
  const t = useTranslations("chatMessages.actions");
  const { ids, index } = versions;
  const step = (by: -1 | 1) => {
    const id = ids[index + by];
    if (id) onShow(id);
  };
  return (
    <span className="flex items-center" data-testid="versions">
      <ToolbarButton
        aria-label={t("previousVersion")}
        title={t("previousVersion")}
        disabled={!enabled || index === 0}
        onClick={() => step(-1)}
      >
        <ChevronLeftIcon />
      </ToolbarButton>
      <span className="min-w-8 text-center text-xs tabular-nums text-muted-foreground">
        <span aria-hidden>
          {index + 1}/{ids.length}
        </span>
        <span className="sr-only">{t("versionOf", { index: index + 1, count: ids.length })}</span>
      </span>
      <ToolbarButton
        aria-label={t("nextVersion")}
        title={t("nextVersion")}
        disabled={!enabled || index === ids.length - 1}
        onClick={() => step(1)}
      >
        <ChevronRightIcon />
      </ToolbarButton>
    </span>
  );
}

function CopyButton({ text }: { text: string }) {
  const t = useTranslations("chatMessages.actions");
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <ToolbarButton
      aria-label={copied ? t("copied") : t("copyMessage")}
      title={t("copy")}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </ToolbarButton>
  );
}

/**
 * Thumbs up and down: a click stores the rating at once and offers an optional comment; clicking the chosen thumb
 * again takes the rating back.
 */
function FeedbackButtons({
  message,
  onFeedback,
}: {
  message: ChatMessage;
  onFeedback: (feedback: OwnFeedback | null) => void;
}) {
  const t = useTranslations("chatMessages.actions");
  const current = message.feedback ?? null;
  const [open, setOpen] = React.useState<1 | -1 | null>(null);
  const [comment, setComment] = React.useState("");
  const [saving, run] = useBusy();
  const params = { id: message.id };

  async function rate(rating: 1 | -1) {
    if (current?.rating === rating) {
      setOpen(null);
      await call(chats.clearFeedback, { params }).then(
        () => onFeedback(null),
        () => {},
      );
      return;
    }
    setComment("");
    setOpen(rating);
    await call(chats.giveFeedback, { params, body: { rating, comment: "" } }).then(
      () => onFeedback({ rating, comment: "" }),
      () => setOpen(null),
    );
  }

  // On a failure the comment stays to try again.
  const saveComment = (rating: 1 | -1) =>
    run(async () => {
      await call(chats.giveFeedback, { params, body: { rating, comment } });
      onFeedback({ rating, comment: comment.trim() });
      toastSuccess(t("thanks"));
      setOpen(null);
    });

  const thumb = (rating: 1 | -1) => (
    <Thumb
      rating={rating}
      chosen={current?.rating === rating}
      open={open === rating}
      onRate={() => void rate(rating)}
      onClose={() => setOpen(null)}
      comment={comment}
      setComment={setComment}
      saving={saving}
      onSave={() => void saveComment(rating)}
      inputId={`feedback-${message.id}`}
    />
  );

  return (
    <>
      {thumb(1)}
      {thumb(-1)}
    </>
  );
}

/** One thumb: a click rates at once (the popover for a comment opens after), the chosen thumb again un-rates. */
function Thumb({
  rating,
  chosen,
  open,
  onRate,
  onClose,
  ...form
}: Omit<FeedbackPopoverProps, "layer"> & {
  chosen: boolean;
  open: boolean;
  onRate: () => void;
}) {
  const t = useTranslations("chatMessages.actions");
  const Icon = rating === 1 ? ThumbsUpIcon : ThumbsDownIcon;
  const { mounted, layer } = useLazyPopover(open, loadPopover);
  return (
    <>
      <LazyPopoverTrigger open={open} onToggle={() => {}} layer={layer}>
        <ToolbarButton
          className={chosen ? "text-primary" : undefined}
          aria-label={rating === 1 ? t("goodReply") : t("badReply")}
          aria-pressed={chosen}
          title={rating === 1 ? t("goodReply") : t("badReply")}
          onClick={(event) => {
            // Rating opens the popover itself (after storing the rating), rather than the trigger's toggle.
            event.preventDefault();
            onRate();
          }}
        >
          <Icon className={chosen ? "fill-current" : undefined} />
        </ToolbarButton>
      </LazyPopoverTrigger>
      <LazyLayer mounted={mounted}>
        <FeedbackPopover rating={rating} open={open} onClose={onClose} layer={layer} {...form} />
      </LazyLayer>
    </>
  );
}
