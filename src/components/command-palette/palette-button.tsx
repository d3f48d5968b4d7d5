"use client";

import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** The header's way into the palette for mouse and touch, showing the shortcut that opens it too. */
export function PaletteButton({
  mod,
  disabled,
  onClick,
}: {
  mod: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const t = useTranslations("commandPalette.button");
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      title={t("title", { mod })}
      className="shrink-0 gap-2 text-muted-foreground max-sm:size-9 max-sm:px-0 lg:w-56 lg:justify-start"
    >
      <SearchIcon aria-hidden />
      <span className="sr-only sm:not-sr-only">{t("label")}</span>
      <kbd
        aria-hidden
        className="ml-auto hidden rounded border border-border bg-muted px-1.5 font-mono text-[0.7rem] text-foreground sm:inline"
      >
        {mod} K
      </kbd>
    </Button>
  );
}
