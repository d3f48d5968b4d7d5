"use client";

import { ArchiveIcon, ArchiveRestoreIcon, StarIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useBusy } from "@/components/management/use-busy";
import { Button } from "@/components/ui/button";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { HEADER_BUTTON_LABEL } from "./chat-helpers";
import { useChatTitle } from "./use-chat-title";

/** The favourite star (PUT /chats/favorite/{id}); `onChanged` receives the updated chat. */
export function FavoriteButton({ chat, onChanged }: { chat: ChatDoc; onChanged: (chat: ChatDoc) => void }) {
  const t = useTranslations("chats.actions");
  const chatTitle = useChatTitle();
  const [saving, run] = useBusy();
  const toggle = () =>
    run(async () => {
      const updated = await call(chats.favorite, {
        params: { id: chat._id },
        body: { isFavorite: !chat.isFavorite },
      });
      onChanged(updated);
    });
  const label = chat.isFavorite ? t("removeFavourite") : t("addFavourite");
  const title = chatTitle(chat);
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      disabled={saving}
      aria-pressed={chat.isFavorite}
      aria-label={chat.isFavorite ? t("removeFavouriteOf", { title }) : t("addFavouriteOf", { title })}
      title={label}
    >
      <StarIcon className={cn(chat.isFavorite && "fill-warning text-warning")} />
    </Button>
  );
}

/** Archives or unarchives the chat (PUT /chats/archive/{id}): its label and icon, whether it runs, and the toggle. */
export function useArchiveToggle(chat: ChatDoc, onChanged: (chat: ChatDoc) => void) {
  const t = useTranslations("chats");
  const [saving, run] = useBusy();
  const toggle = () =>
    run(async () => {
      const updated = await call(chats.archive, {
        params: { id: chat._id },
        body: { isArchived: !chat.isArchived },
      });
      toastSuccess(t("chatUpdated"));
      onChanged(updated);
    });
  const label = chat.isArchived ? t("actions.unarchive") : t("actions.archive");
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
  const t = useTranslations("chats.actions");
  const chatTitle = useChatTitle();
  const { saving, toggle, label, Icon } = useArchiveToggle(chat, onChanged);
  const title = chatTitle(chat);
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
      aria-label={chat.isArchived ? t("unarchiveOf", { title }) : t("archiveOf", { title })}
      title={label}
    >
      <Icon />
    </Button>
  );
}
