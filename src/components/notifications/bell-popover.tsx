"use client";

import { CheckCheckIcon, CircleCheckIcon, CircleXIcon, InfoIcon, TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useNow, useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useFormat } from "@/i18n/format";
import { notifications } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type {
  NotificationDocument,
  NotificationLevel,
  NotificationStreamData,
} from "@/lib/contracts/notifications/schemas";
import { isAppPath } from "@/lib/contracts/notifications/values";
import { cn } from "@/lib/utils";
import { BellButton } from "./bell-button";
import { useNotificationText } from "./system-text";

const LEVELS: Record<NotificationLevel, { icon: typeof InfoIcon; className: string }> = {
  error: { icon: CircleXIcon, className: "text-destructive" },
  warning: { icon: TriangleAlertIcon, className: "text-warning" },
  success: { icon: CircleCheckIcon, className: "text-success" },
  info: { icon: InfoIcon, className: "text-primary" },
};

/** How often the "5 minutes ago" of an open list moves on. */
const NOW_INTERVAL_MS = 30_000;

/** Marks one notification read in the local copy (the server's next event confirms it). */
function markedRead(id: string | null) {
  return (data: NotificationStreamData): NotificationStreamData => {
    let changed = 0;
    const docs = data.page.docs.map((doc) => {
      if (doc.hasRead || (id !== null && doc._id !== id)) return doc;
      changed += 1;
      return { ...doc, hasRead: true };
    });
    const unreadCount = id === null ? 0 : Math.max(0, data.unreadCount - changed);
    return { page: { ...data.page, docs }, unreadCount };
  };
}

function NotificationItem({
  doc,
  now,
  onOpen,
}: {
  doc: NotificationDocument;
  now: Date;
  onOpen: (doc: NotificationDocument) => void;
}) {
  const t = useTranslations("notifications.popover");
  const te = useTranslations("enums");
  const { title, message } = useNotificationText()(doc);
  const format = useFormat();
  const levelKey = Object.hasOwn(LEVELS, doc.level) ? doc.level : "info";
  const level = LEVELS[levelKey];
  const levelText = te(`notificationLevels.${levelKey}`);
  const Icon = level.icon;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(doc)}
        data-testid="notification-item"
        data-read={doc.hasRead ? "true" : "false"}
        className={cn(
          "flex w-full gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50",
          !doc.hasRead && "bg-accent/40",
        )}
      >
        <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", level.className)} />
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span className={cn("min-w-0 flex-1 truncate text-sm", !doc.hasRead && "font-semibold")}>
              <span className="sr-only">
                {doc.hasRead ? t("level", { level: levelText }) : t("levelUnread", { level: levelText })}{" "}
              </span>
              {title}
            </span>
            {!doc.hasRead ? (
              <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
            ) : null}
          </span>
          <span className="line-clamp-2 text-xs text-muted-foreground">{message}</span>
          <time dateTime={doc.createdAt} className="text-xs text-muted-foreground">
            {format.relative(doc.createdAt, now)}
          </time>
        </span>
      </button>
    </li>
  );
}

/**
 * The bell with its popover of the newest ten (see NotificationBell). Opening one marks it read and follows its
 * metadata.href when it has one; "Mark all as read" marks every notification addressed to the caller.
 */
export function BellPopover({
  data,
  patch,
}: {
  data: NotificationStreamData | null;
  patch: (update: (data: NotificationStreamData) => NotificationStreamData) => void;
}) {
  const t = useTranslations("notifications.popover");
  const now = useNow({ updateInterval: NOW_INTERVAL_MS });
  const router = useRouter();
  const [open, setOpen] = React.useState(false);
  const [marking, setMarking] = React.useState(false);
  const unread = data?.unreadCount ?? 0;
  const docs = data?.page.docs ?? [];

  const openItem = (doc: NotificationDocument) => {
    if (!doc.hasRead) {
      patch(markedRead(doc._id));
      void call(notifications.update, { params: { id: doc._id }, body: { hasRead: true } }).catch(() => {});
    }
    const href = doc.metadata?.href;
    if (isAppPath(href)) {
      setOpen(false);
      router.push(href);
    }
  };

  const markAll = async () => {
    setMarking(true);
    try {
      await call(notifications.readAll, {});
      patch(markedRead(null));
    } catch {
      // call() has shown the error.
    } finally {
      setMarking(false);
    }
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-80 p-0 sm:w-96"
        aria-label={t("title")}
        onOpenAutoFocus={(event) => {
          // Focus the newest notification rather than "Mark all as read", so Enter never marks everything.
          const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            "[data-testid=notification-item]",
          );
          if (first) {
            event.preventDefault();
            first.focus();
          }
        }}
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 className="text-sm font-semibold">{t("title")}</h2>
          <Button variant="ghost" size="sm" disabled={unread === 0 || marking} onClick={() => void markAll()}>
            <CheckCheckIcon aria-hidden />
            {t("markAll")}
          </Button>
        </div>
        {data === null ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground" role="status">
            {t("loading")}
          </p>
        ) : docs.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="max-h-[28rem] divide-y overflow-y-auto" aria-label={t("newest")}>
            {docs.map((doc) => (
              <NotificationItem key={doc._id} doc={doc} now={now} onOpen={openItem} />
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
