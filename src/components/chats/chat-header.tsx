"use client";

import { CheckIcon, EllipsisIcon, LockIcon, PencilIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { AgentAvatar } from "@/components/ai-config/agent-avatar";
import { useBusy } from "@/components/management/use-busy";
import { ActionDialog } from "@/components/ui/action-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { UserText } from "@/components/ui/user-text";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { CHAT_TITLE_MAX } from "@/lib/contracts/chats/values";
import { toastSuccess } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { HEADER_BUTTON_LABEL, type MenuOpened } from "./chat-helpers";
import { useChatTitle } from "./use-chat-title";

/**
 * The chat's h1, renamed in place (PUT /chats/{id} {title}) when the viewer takes part in the chat. Whether the
 * field is open is the caller's (`editing`), so that a phone's menu can open it too; the pencil beside the title
 * shows when the chat pane is 42rem wide or more.
 */
export function ChatTitle({
  chat,
  editable,
  onChanged,
  editing,
  onEditingChange,
}: {
  chat: ChatDoc;
  editable: boolean;
  onChanged: (chat: ChatDoc) => void;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const t = useTranslations("chats.header");
  const chatTitle = useChatTitle();
  if (editing && editable) {
    return <RenameForm chat={chat} onChanged={onChanged} onDone={() => onEditingChange(false)} />;
  }

  return (
    <span className="flex min-w-0 items-center gap-1">
      <h1
        className="truncate text-base font-semibold tracking-tight @2xl/pane:text-2xl"
        title={chatTitle(chat)}
      >
        <UserText text={chatTitle(chat)} />
      </h1>
      {editable ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("renameChat")}
          title={t("rename")}
          className="@max-2xl/pane:hidden"
          onClick={() => onEditingChange(true)}
        >
          <PencilIcon />
        </Button>
      ) : null}
    </span>
  );
}

/** The title's field, starting from the current title; Enter saves, Escape cancels. */
function RenameForm({
  chat,
  onChanged,
  onDone,
}: {
  chat: ChatDoc;
  onChanged: (chat: ChatDoc) => void;
  onDone: () => void;
}) {
  const t = useTranslations("chats");
  const [value, setValue] = React.useState(chat.title ?? "");
  const [saving, run] = useBusy();

  function save() {
    const title = value.trim();
    if (title === (chat.title ?? "").trim()) return onDone();
    // On a failure the field stays open to try again.
    return run(async () => {
      const updated = await call(chats.update, { params: { id: chat._id }, body: { title } });
      toastSuccess(t("chatUpdated"));
      onChanged(updated);
      onDone();
    });
  }

  return (
    <form
      className="flex min-w-0 items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onDone();
        }}
        maxLength={CHAT_TITLE_MAX}
        aria-label={t("header.chatTitle")}
        className="h-9 w-72 max-w-full min-w-0 text-lg"
        autoFocus
      />
      <Button type="submit" size="icon" variant="ghost" aria-label={t("header.saveTitle")} loading={saving}>
        {saving ? null : <CheckIcon />}
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={t("header.cancelRenaming")}
        onClick={onDone}
      >
        <XIcon />
      </Button>
    </form>
  );
}

/** Mode, agent (with its avatar) and state badges under the title. */
export function ChatBadges({
  chat,
  agent,
  className,
}: {
  chat: ChatDoc;
  agent: { _id: string; name: string; image?: string | null } | null;
  className?: string;
}) {
  const t = useTranslations("chats");
  const te = useTranslations("enums");
  const mode = chat.config?.mode;
  return (
    <span className={cn("flex flex-wrap items-center gap-2 text-sm text-muted-foreground", className)}>
      {agent ? (
        <span className="flex min-w-0 items-center gap-1.5">
          <AgentAvatar agent={agent} size="sm" />
          <UserText className="truncate" text={agent.name} />
        </span>
      ) : null}
      {mode ? <Badge variant="outline">{te(`chatModes.${mode}`)}</Badge> : null}
      {chat.closed ? (
        <Badge variant="secondary">
          <LockIcon />
          {t("closed")}
        </Badge>
      ) : null}
      {chat.isArchived ? <Badge variant="outline">{t("archived")}</Badge> : null}
    </span>
  );
}

/** The badges' line on a phone: "Agent · Mode · Closed · Archived" in small type under the title, in one line. */
export function ChatSubtitle({
  chat,
  agent,
  className,
}: {
  chat: ChatDoc;
  agent: { name: string } | null;
  className?: string;
}) {
  const t = useTranslations("chats");
  const te = useTranslations("enums");
  const mode = chat.config?.mode;
  const states = [
    mode ? te(`chatModes.${mode}`) : null,
    chat.closed ? t("closed") : null,
    chat.isArchived ? t("archived") : null,
  ];
  const rest = states.filter(Boolean).join(" · ");
  if (!agent && !rest) return null;
  return (
    <p className={cn("truncate text-xs text-muted-foreground", className)}>
      {agent ? <UserText text={agent.name} /> : null}
      {agent && rest ? " · " : null}
      {rest}
    </p>
  );
}

/**
 * Closes the chat after a confirmation (POST /chats/close/{id}): it is summarised and takes no more messages. The
 * dialog opens from its own button, or `fromMenu`, from the ⋯ menu's item.
 */
export function CloseChatButton({
  chat,
  disabled,
  onClosed,
  fromMenu,
}: {
  chat: ChatDoc;
  disabled?: boolean;
  onClosed: (chat: ChatDoc) => void;
  fromMenu?: MenuOpened;
}) {
  const t = useTranslations("chats.header");
  const [ownOpen, setOwnOpen] = React.useState(false);
  const open = fromMenu?.open ?? ownOpen;
  const setOpen = fromMenu?.onOpenChange ?? setOwnOpen;
  const [closing, run] = useBusy();
  // On a failure the dialog stays open to retry or cancel.
  const confirm = () =>
    run(async () => {
      const closed = await call(chats.close, { params: { id: chat._id }, body: {} });
      toastSuccess(t("chatClosed"));
      setOpen(false);
      onClosed(closed);
    });

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      busy={closing}
      trigger={
        fromMenu ? null : (
          <Button variant="outline" disabled={disabled} title={t("closeChat")}>
            <LockIcon />
            <span className={HEADER_BUTTON_LABEL}>{t("closeChat")}</span>
          </Button>
        )
      }
      returnFocusTo={fromMenu?.returnFocusTo}
      title={t("closeQuestion")}
      description={t("closeDescription")}
      action={
        <Button onClick={confirm} loading={closing}>
          {t("closeChat")}
        </Button>
      }
    />
  );
}

/** The "More actions" button as it looks before the menu's code has loaded (disabled, so a press waits). */
export function ChatMoreButton(props: React.ComponentProps<typeof Button>) {
  const t = useTranslations("chats.header");
  return (
    <Button variant="ghost" size="icon" aria-label={t("moreActions")} title={t("moreActions")} {...props}>
      <EllipsisIcon />
    </Button>
  );
}
