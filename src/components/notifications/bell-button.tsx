"use client";

import { BellIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { badgeCount } from "./badge-count";

/** The bell itself: its label says the unread count, the badge shows it. */
export function BellButton({
  unread,
  className,
  ...props
}: { unread: number } & React.ComponentProps<typeof Button>) {
  const t = useTranslations("notifications.bell");
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={unread > 0 ? t("labelUnread", { count: unread }) : t("label")}
      data-testid="notification-bell"
      // Merged, not replaced: Radix's trigger passes a className of its own (empty) when it wraps the bell.
      className={cn("relative shrink-0", className)}
      {...props}
    >
      <BellIcon aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground"
        >
          {badgeCount(unread)}
        </span>
      ) : null}
    </Button>
  );
}
