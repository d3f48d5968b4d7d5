"use client";

import { CheckIcon, CopyIcon, PencilIcon, RefreshCwIcon, ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Textarea } from "@/components/ui/textarea";
import { call } from "@/lib/api/call";
import { chats } from "@/lib/api/endpoints/chats";
import { type ChatMessage, FEEDBACK_COMMENT_MAX, type OwnFeedback } from "@/lib/contracts/chats";
import { toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";

/** What the person may do with one message: decided by the transcript from the chat's state. */
export interface MessageAbilities {
  /** The newest agent reply of a chat the person writes in, with no reply running: regenerate. */
  regenerate: boolean;
  /** The person's newest message of a chat they write in, with no reply running: edit and resend. */
  edit: boolean;
  /** An agent reply in the person's own chat: thumbs up or down. */
  rate: boolean;
}

const iconButton = "size-8 text-muted-foreground hover:text-foreground";

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
  onFeedback,
}: {
  message: ChatMessage;
  abilities: MessageAbilities;
  alwaysVisible: boolean;
  onRegenerate: () => void;
  onEdit: () => void;
  onFeedback: (feedback: OwnFeedback | null) => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Message actions"
      className={cn(
        "flex items-center gap-0.5 transition-opacity",
        alwaysVisible
          ? "opacity-100"
          : "opacity-100 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100",
      )}
    >
      <CopyButton text={message.message} />
      {abilities.edit ? (
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label="Edit message"
          title="Edit"
          onClick={onEdit}
        >
          <PencilIcon />
        </Button>
      ) : null}
      {abilities.regenerate ? (
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label="Regenerate reply"
          title="Regenerate (replaces this reply)"
          onClick={onRegenerate}
        >
          <RefreshCwIcon />
        </Button>
      ) : null}
      {abilities.rate ? <FeedbackButtons message={message} onFeedback={onFeedback} /> : null}
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="ghost"
      size="icon"
      className={iconButton}
      aria-label={copied ? "Copied" : "Copy message"}
      title="Copy"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </Button>
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
  const current = message.feedback ?? null;
  const [open, setOpen] = React.useState<1 | -1 | null>(null);
  const [comment, setComment] = React.useState("");
  const [saving, setSaving] = React.useState(false);
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

  async function saveComment(rating: 1 | -1) {
    setSaving(true);
    try {
      await call(chats.giveFeedback, { params, body: { rating, comment } });
      onFeedback({ rating, comment: comment.trim() });
      toastSuccess("Thanks for your feedback");
      setOpen(null);
    } catch {
      // api() toasted the failure; the comment stays to try again.
    } finally {
      setSaving(false);
    }
  }

  const thumb = (rating: 1 | -1) => {
    const Icon = rating === 1 ? ThumbsUpIcon : ThumbsDownIcon;
    const chosen = current?.rating === rating;
    return (
      <Popover open={open === rating} onOpenChange={(next) => !next && setOpen(null)}>
        <PopoverTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className={cn(iconButton, chosen && "text-primary")}
            aria-label={rating === 1 ? "Good reply" : "Bad reply"}
            aria-pressed={chosen}
            title={rating === 1 ? "Good reply" : "Bad reply"}
            onClick={(event) => {
              event.preventDefault();
              void rate(rating);
            }}
          >
            <Icon className={chosen ? "fill-current" : undefined} />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="grid gap-2">
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void saveComment(rating);
            }}
          >
            <Label htmlFor={`feedback-${message.id}`}>
              {rating === 1 ? "What was good? (optional)" : "What was wrong? (optional)"}
            </Label>
            <Textarea
              id={`feedback-${message.id}`}
              value={comment}
              maxLength={FEEDBACK_COMMENT_MAX}
              onChange={(event) => setComment(event.target.value)}
              rows={3}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(null)}>
                Skip
              </Button>
              <Button type="submit" size="sm" loading={saving} disabled={comment.trim() === ""}>
                Send feedback
              </Button>
            </div>
          </form>
        </PopoverContent>
      </Popover>
    );
  };

  return (
    <>
      {thumb(1)}
      {thumb(-1)}
    </>
  );
}
