"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { LazyPopoverLayer } from "@/components/ui/lazy-popover";
import { AnchoredPopover } from "@/components/ui/popover";
import { Textarea } from "@/components/ui/textarea";
import { FEEDBACK_COMMENT_MAX } from "@/lib/contracts/chats/values";

export interface FeedbackPopoverProps {
  rating: 1 | -1;
  open: boolean;
  onClose: () => void;
  layer: LazyPopoverLayer;
  comment: string;
  setComment: (comment: string) => void;
  saving: boolean;
  onSave: () => void;
  inputId: string;
}

/** A thumb's optional comment (Radix popover), loaded when the browser is idle or on the first rating. */
export function FeedbackPopover({
  rating,
  open,
  onClose,
  layer,
  comment,
  setComment,
  saving,
  onSave,
  inputId,
}: FeedbackPopoverProps) {
  const t = useTranslations("chatMessages.feedback");
  return (
    <AnchoredPopover
      open={open}
      onOpenChange={(next) => !next && onClose()}
      layer={layer}
      align="start"
      className="grid gap-2"
    >
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Label htmlFor={inputId}>{rating === 1 ? t("whatWasGood") : t("whatWasWrong")}</Label>
        <Textarea
          id={inputId}
          value={comment}
          maxLength={FEEDBACK_COMMENT_MAX}
          onChange={(event) => setComment(event.target.value)}
          rows={3}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onClose}>
            {t("skip")}
          </Button>
          <Button type="submit" size="sm" loading={saving} disabled={comment.trim() === ""}>
            {t("send")}
          </Button>
        </div>
      </form>
    </AnchoredPopover>
  );
}
