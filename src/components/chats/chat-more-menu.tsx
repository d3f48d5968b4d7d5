"use client";

import { LockIcon, PencilIcon } from "lucide-react";
import * as React from "react";

import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ChatDoc } from "@/lib/contracts/chats";
import { useArchiveToggle } from "./chat-actions";
import { ChatMoreButton, CloseChatButton } from "./chat-header";

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
}

/**
 * The phone's chat menu (⋯ at the end of the header's one row): rename, archive and close the chat, and the hidden
 * info's switch, which have no room beside the title there. Loaded lazily (ChatBody), with Radix's menu under it.
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
}: ChatMoreMenuProps) {
  const archive = useArchiveToggle(chat, onChanged);
  const [closeOpen, setCloseOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const next = React.useRef<"rename" | "close" | null>(null);
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
            else setCloseOpen(true);
          }}
        >
          {canWrite ? (
            <>
              <DropdownMenuItem onSelect={() => (next.current = "rename")}>
                <PencilIcon />
                Rename chat
              </DropdownMenuItem>
              <DropdownMenuItem disabled={archive.saving} onSelect={() => void archive.toggle()}>
                <ArchiveIcon />
                {archive.label}
              </DropdownMenuItem>
              {chat.closed ? null : (
                <DropdownMenuItem disabled={busy} onSelect={() => (next.current = "close")}>
                  <LockIcon />
                  Close chat
                </DropdownMenuItem>
              )}
            </>
          ) : null}
          {hiddenInfo ? (
            <>
              {canWrite ? <DropdownMenuSeparator /> : null}
              <DropdownMenuCheckboxItem
                checked={hiddenInfo.shown}
                onCheckedChange={(checked) => hiddenInfo.onShownChange(checked === true)}
              >
                Show hidden info
              </DropdownMenuCheckboxItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {canWrite && !chat.closed ? (
        <CloseChatButton
          chat={chat}
          trigger={null}
          open={closeOpen}
          onOpenChange={setCloseOpen}
          returnFocusTo={triggerRef}
          onClosed={onClosed}
        />
      ) : null}
    </>
  );
}
