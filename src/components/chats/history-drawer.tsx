"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";

/** The chat history as a drawer from the left (phones), loaded when first opened: see ChatView. */
export function HistoryDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const t = useTranslations("chats.body");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-0 left-0 h-dvh w-[min(20rem,85vw)] max-w-none translate-x-0 translate-y-0 grid-rows-[auto_1fr] rounded-none p-4 sm:max-w-none"
        aria-describedby={undefined}
        // Not the search box, which on a phone would open the keyboard over the list: the open chat when it is
        // listed, else the drawer itself (Tab still reaches the search first).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const drawer = event.currentTarget as HTMLElement;
          (drawer.querySelector<HTMLElement>("[aria-current=page]") ?? drawer).focus();
        }}
      >
        <DialogTitle>{t("yourChats")}</DialogTitle>
        {children}
      </DialogContent>
    </Dialog>
  );
}
