"use client";

import { useTranslations } from "next-intl";
import { useConfirmedDelete } from "@/components/management/confirm-delete";
import { ActionDialog } from "@/components/ui/action-dialog";
import { Button } from "@/components/ui/button";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import type { MenuOpened } from "./chat-helpers";
import { useChatTitle } from "./use-chat-title";

/**
 * "Delete chat" from a chat's ⋯ menu (DELETE /chats/{id}), with the consequences said plainly (what deleting does
 * and does not undo, chats.delete.description); the focus goes
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
  const t = useTranslations("chats");
  const chatTitle = useChatTitle();
  const { deleting, confirm } = useConfirmedDelete(
    () => call(chats.remove, { params: { id: chat._id } }),
    t("chatNoun"),
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
      title={t("delete.question", { title: chatTitle(chat) })}
      description={t("delete.description")}
      action={
        <Button variant="destructive" onClick={confirm} loading={deleting}>
          {t("delete.confirm")}
        </Button>
      }
    />
  );
}
