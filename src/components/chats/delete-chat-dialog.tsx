"use client";

import { useConfirmedDelete } from "@/components/management/confirm-delete";
import { ActionDialog } from "@/components/ui/action-dialog";
import { Button } from "@/components/ui/button";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { chatTitle, type MenuOpened } from "./chat-helpers";

/** What deleting one's chat does and does not undo, said before it happens. */
export const DELETE_CHAT_TEXT =
  "The chat and its messages are deleted for good, for you and for your coaches. What was already learned from it stays: its assessments, goal progress and coaching notes keep their content, and a worry raised in it stays with the people looking after you. Download it first if you want a copy.";

/**
 * "Delete chat" from a chat's ⋯ menu (DELETE /chats/{id}), with the consequences said plainly; the focus goes
 * back to the menu's button when it is cancelled.
 */
export function DeleteChatDialog({
  chat,
  fromMenu,
  onDeleted,
}: {
  chat: ChatDoc;
  fromMenu: MenuOpened;
  onDeleted: () => void;
}) {
  const { deleting, confirm } = useConfirmedDelete(
    () => call(chats.remove, { params: { id: chat._id } }),
    "Chat",
    () => fromMenu.onOpenChange(false),
    onDeleted,
  );

  return (
    <ActionDialog
      open={fromMenu.open}
      onOpenChange={fromMenu.onOpenChange}
      busy={deleting}
      trigger={null}
      returnFocusTo={fromMenu.returnFocusTo}
      title={`Delete “${chatTitle(chat)}”?`}
      description={DELETE_CHAT_TEXT}
      action={
        <Button variant="destructive" onClick={confirm} loading={deleting}>
          Delete chat
        </Button>
      }
    />
  );
}
