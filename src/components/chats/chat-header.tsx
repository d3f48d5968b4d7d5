"use client";

import { CheckIcon, LockIcon, PencilIcon, XIcon } from "lucide-react";
import * as React from "react";

import { AgentAvatar } from "@/components/ai-config/agent-avatar";
import { MODE_LABELS } from "@/components/ai-config/labels";
import { ActionDialog } from "@/components/ui/action-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { UserText } from "@/components/ui/user-text";
import { chats } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { CHAT_TITLE_MAX } from "@/lib/contract-values/chats";
import type { ChatDoc } from "@/lib/contracts/chats";
import { toastSuccess, updatedMessage } from "@/lib/toast";
import { chatTitle } from "./chat-helpers";

/** The chat's h1, renamed in place (PUT /chats/{id} {title}) when the viewer takes part in the chat. */
export function ChatTitle({
  chat,
  editable,
  onChanged,
}: {
  chat: ChatDoc;
  editable: boolean;
  onChanged: (chat: ChatDoc) => void;
}) {
  const [editing, setEditing] = React.useState(false);
  const [value, setValue] = React.useState("");
  const [saving, setSaving] = React.useState(false);

  async function save() {
    const title = value.trim();
    if (title === (chat.title ?? "").trim()) return setEditing(false);
    setSaving(true);
    try {
      const updated = await call(chats.update, { params: { id: chat._id }, body: { title } });
      toastSuccess(updatedMessage("Chat"));
      onChanged(updated);
      setEditing(false);
    } catch {
      // api() toasted the failure; the field stays open to try again.
    } finally {
      setSaving(false);
    }
  }

  if (editing) {
    return (
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") setEditing(false);
          }}
          maxLength={CHAT_TITLE_MAX}
          aria-label="Chat title"
          className="h-9 w-72 max-w-full text-lg"
          autoFocus
        />
        <Button type="submit" size="icon" variant="ghost" aria-label="Save title" loading={saving}>
          {saving ? null : <CheckIcon />}
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label="Cancel renaming"
          onClick={() => setEditing(false)}
        >
          <XIcon />
        </Button>
      </form>
    );
  }

  return (
    <span className="flex min-w-0 items-center gap-1">
      <h1 className="truncate text-lg font-semibold tracking-tight sm:text-2xl" title={chatTitle(chat)}>
        <UserText text={chatTitle(chat)} />
      </h1>
      {editable ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Rename chat"
          title="Rename"
          onClick={() => {
            setValue(chat.title ?? "");
            setEditing(true);
          }}
        >
          <PencilIcon />
        </Button>
      ) : null}
    </span>
  );
}

/** Mode, agent (with its avatar) and state badges under the title. */
export function ChatBadges({
  chat,
  agent,
}: {
  chat: ChatDoc;
  agent: { _id: string; name: string; image?: string | null } | null;
}) {
  const mode = chat.config?.mode;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      {agent ? (
        <span className="flex items-center gap-1.5">
          <AgentAvatar agent={agent} size="sm" />
          <UserText text={agent.name} />
        </span>
      ) : null}
      {mode ? <Badge variant="outline">{MODE_LABELS[mode]}</Badge> : null}
      {chat.closed ? (
        <Badge variant="secondary">
          <LockIcon />
          Closed
        </Badge>
      ) : null}
      {chat.isArchived ? <Badge variant="outline">Archived</Badge> : null}
    </span>
  );
}

/** Closes the chat after a confirmation (POST /chats/close/{id}): it is summarised and takes no more messages. */
export function CloseChatButton({
  chat,
  disabled,
  onClosed,
}: {
  chat: ChatDoc;
  disabled?: boolean;
  onClosed: (chat: ChatDoc) => void;
}) {
  const [open, setOpen] = React.useState(false);
  const [closing, setClosing] = React.useState(false);

  async function confirm() {
    setClosing(true);
    try {
      const closed = await call(chats.close, { params: { id: chat._id }, body: {} });
      toastSuccess("Chat closed");
      setOpen(false);
      onClosed(closed);
    } catch {
      // api() toasted the failure; the dialog stays open to retry or cancel.
    } finally {
      setClosing(false);
    }
  }

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      busy={closing}
      trigger={
        <Button variant="outline" disabled={disabled}>
          <LockIcon />
          Close chat
        </Button>
      }
      title="Close this chat?"
      description="The chat is summarised and takes no more messages. To continue the conversation you will start a new chat."
      action={
        <Button onClick={confirm} loading={closing}>
          Close chat
        </Button>
      }
    />
  );
}
