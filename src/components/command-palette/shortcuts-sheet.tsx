"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SHORTCUT_ROWS } from "./shortcuts";

export function Keys({ keys }: { keys: string[] }) {
  return (
    <span aria-label={keys.join(" + ")} role="img" className="flex shrink-0 items-center gap-1">
      {keys.map((key) => (
        <kbd
          key={key}
          className="min-w-6 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs text-foreground"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}

/** The "?" sheet: every keyboard shortcut, in a panel at the side of the screen. */
export function ShortcutsSheet({
  open,
  onOpenChange,
  mod,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mod: string;
}) {
  const t = useTranslations("commandPalette");
  const tk = useTranslations("commandPalette.keys");
  const names = { mod, shift: tk("shift"), enter: tk("enter"), esc: tk("esc") };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-0 right-0 left-auto flex h-dvh w-full max-w-sm translate-x-0 translate-y-0 flex-col content-start gap-6 overflow-y-auto rounded-none border-y-0 border-r-0 sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{t("sheet.title")}</DialogTitle>
          <DialogDescription>{t("sheet.description")}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3">
          {SHORTCUT_ROWS.map((row) => (
            <div key={row.id} className="flex flex-row-reverse items-start justify-between gap-4 text-sm">
              <dt>
                <Keys keys={row.keys(names)} />
              </dt>
              <dd className="text-foreground">{t(`shortcuts.${row.id}`)}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
