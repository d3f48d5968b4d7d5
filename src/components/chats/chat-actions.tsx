"use client";

import { ArchiveIcon, ArchiveRestoreIcon, StarIcon } from "lucide-react";
import { useBusy } from "@/components/management/use-busy";
import { Button } from "@/components/ui/button";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { toastSuccess, updatedMessage } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { chatTitle, HEADER_BUTTON_LABEL } from "./chat-helpers";

/** The favourite star (PUT /chats/favorite/{id}); `onChanged` receives the updated chat. */
export function FavoriteButton({ chat, onChanged }: { chat: ChatDoc; onChanged: (chat: ChatDoc) => void }) {
  const [saving, run] = useBusy();
  const toggle = () =>
    run(async () => {
      const updated = await call(chats.favorite, {
        params: { id: chat._id },
        body: { isFavorite: !chat.isFavorite },
      });
      onChanged(updated);
    });
  const label = chat.isFavorite ? "Remove from favourites" : "Add to favourites";
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      disabled={saving}
      aria-pressed={chat.isFavorite}
      aria-label={`${label}: ${chatTitle(chat)}`}
      title={label}
    >
      <StarIcon className={cn(chat.isFavorite && "fill-warning text-warning")} />
    </Button>
  );
}

/** Archives or unarchives the chat (PUT /chats/archive/{id}): its label and icon, whether it runs, and the toggle. */
export function useArchiveToggle(chat: ChatDoc, onChanged: (chat: ChatDoc) => void) {
  const [saving, run] = useBusy();
  const toggle = () =>
    run(async () => {
      const updated = await call(chats.archive, {
        params: { id: chat._id },
        body: { isArchived: !chat.isArchived },
      });
      toastSuccess(updatedMessage("Chat"));
      onChanged(updated);
    });
  const label = chat.isArchived ? "Unarchive" : "Archive";
  const Icon = chat.isArchived ? ArchiveRestoreIcon : ArchiveIcon;
  return { saving, toggle, label, Icon };
}

/** Archive or unarchive (PUT /chats/archive/{id}). */
export function ArchiveButton({
  chat,
  onChanged,
  withText = false,
}: {
  chat: ChatDoc;
  onChanged: (chat: ChatDoc) => void;
  withText?: boolean;
}) {
  const { saving, toggle, label, Icon } = useArchiveToggle(chat, onChanged);
  return withText ? (
    <Button variant="outline" onClick={toggle} loading={saving} title={label}>
      {saving ? null : <Icon />}
      <span className={HEADER_BUTTON_LABEL}>{label}</span>
    </Button>
  ) : (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      disabled={saving}
      aria-label={`${label} ${chatTitle(chat)}`}
      title={label}
    >
      <Icon />
    </Button>
  );
}
