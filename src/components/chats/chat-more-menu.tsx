"use client";

import { FileDownIcon, FileTextIcon, LockIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { browserTimeZone } from "@/lib/browser-time-zone";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { useArchiveToggle } from "./chat-actions";
import { ChatMoreButton, CloseChatButton } from "./chat-header";
import { DeleteChatDialog } from "./delete-chat-dialog";

/** The export's address: a plain link downloads it, with the reader's timezone for its times. */
export function chatExportHref(chatId: string, format: "markdown" | "pdf"): string {
  const timeZone = browserTimeZone();
  const query = new URLSearchParams({ format, ...(timeZone ? { timeZone } : {}) });
  return `/api/chats/${encodeURIComponent(chatId)}/export?${query}`;
}

export interface ChatMoreMenuProps {
  chat: ChatDoc;
  /** The viewer takes part in the chat: rename, archive and close are theirs. */
  canWrite: boolean;
  busy: boolean;
  onChanged: (chat: ChatDoc) => void;
  onClosed: (chat: ChatDoc) => void;
  onRename: () => void;
  /** Given when the viewer may see the hidden info. */
  hiddenInfo: { shown: boolean; onShownChange: (shown: boolean) => void } | null;
  /** A phone's menu: also rename, archive, close and the hidden info, which have no room in its header. */
  compact: boolean;
  onDeleted: () => void;
}

/**
 * The chat's ⋯ menu: download it (Markdown, PDF) and, for the person whose chat it is, delete it. On a phone (or a
 * narrow pane, `compact`) it also holds rename, archive, close and the hidden info's switch, which have no room
 * beside the title there. Loaded lazily (ChatBody), with Radix's menu under it.
 * An item that opens something else (the title's field, the close dialog) does so once the menu has closed, so
 * that the menu giving the focus back to its button does not take it from there.
 */
export function ChatMoreMenu({
  chat,
  canWrite,
  busy,
  onChanged,
  onClosed,
  onRename,
  hiddenInfo,
  compact,
  onDeleted,
}: ChatMoreMenuProps) {
  const t = useTranslations("chats.moreMenu");
  const archive = useArchiveToggle(chat, onChanged);
  const [closeOpen, setCloseOpen] = React.useState(false);
  const [deleteOpen, setDeleteOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const next = React.useRef<"rename" | "close" | "delete" | null>(null);
  const ArchiveIcon = archive.Icon;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <ChatMoreButton ref={triggerRef} />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={(event) => {
            const chosen = next.current;
            next.current = null;
            if (chosen === null) return;
            event.preventDefault();
            if (chosen === "rename") onRename();
            else if (chosen === "delete") setDeleteOpen(true);
            else setCloseOpen(true);
          }}
        >
          <DropdownMenuItem asChild>
            <a href={chatExportHref(chat._id, "markdown")} download>
              <FileTextIcon />
              {t("downloadMarkdown")}
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={chatExportHref(chat._id, "pdf")} download>
              <FileDownIcon />
              {t("downloadPdf")}
            </a>
          </DropdownMenuItem>
          {compact && canWrite ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => (next.current = "rename")}>
                <PencilIcon />
                {t("renameChat")}
              </DropdownMenuItem>
              <DropdownMenuItem disabled={archive.saving} onSelect={() => void archive.toggle()}>
                <ArchiveIcon />
                {archive.label}
              </DropdownMenuItem>
              {chat.closed ? null : (
                <DropdownMenuItem disabled={busy} onSelect={() => (next.current = "close")}>
                  <LockIcon />
                  {t("closeChat")}
                </DropdownMenuItem>
              )}
            </>
          ) : null}
          {compact && hiddenInfo ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuCheckboxItem
                checked={hiddenInfo.shown}
                onCheckedChange={(checked) => hiddenInfo.onShownChange(checked === true)}
              >
                {t("showHiddenInfo")}
              </DropdownMenuCheckboxItem>
            </>
          ) : null}
          {canWrite ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                className="text-destructive focus:text-destructive [&_svg]:text-destructive"
                onSelect={() => (next.current = "delete")}
              >
                <Trash2Icon />
                {t("deleteChat")}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {canWrite ? (
        <DeleteChatDialog
          chat={chat}
          fromMenu={{ open: deleteOpen, onOpenChange: setDeleteOpen, returnFocusTo: triggerRef }}
          onDeleted={onDeleted}
        />
      ) : null}
      {canWrite && !chat.closed ? (
        <CloseChatButton
          chat={chat}
          fromMenu={{ open: closeOpen, onOpenChange: setCloseOpen, returnFocusTo: triggerRef }}
          onClosed={onClosed}
        />
      ) : null}
    </>
  );
}
