"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/shell/use-hydrated";
import type { MenuEntry } from "@/lib/menu";
import { PAGES } from "@/lib/routes";
import { CommandPalette } from "./command-palette";
import { PaletteButton } from "./palette-button";
import { ShortcutsSheet } from "./shortcuts-sheet";
import { useGlobalShortcuts } from "./use-global-shortcuts";
import { useModifierLabel } from "./use-modifier-label";

/** The header's search button, the palette and the shortcuts sheet, and the keys that open them. */
export function CommandCenter({ entries }: { entries: readonly MenuEntry[] }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const mod = useModifierLabel();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);

  const navigate = (href: string) => {
    setPaletteOpen(false);
    setSheetOpen(false);
    router.push(href);
  };
  const newChat = () => navigate(PAGES.chats.withAgent());
  const showShortcuts = () => {
    setPaletteOpen(false);
    setSheetOpen(true);
  };

  useGlobalShortcuts({
    palette: () => {
      setSheetOpen(false);
      setPaletteOpen((open) => !open);
    },
    newChat,
    shortcuts: showShortcuts,
  });

  return (
    <>
      <PaletteButton mod={mod} disabled={!hydrated} onClick={() => setPaletteOpen(true)} />
      <CommandPalette
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        entries={entries}
        mod={mod}
        onNavigate={navigate}
        onNewChat={newChat}
        onShowShortcuts={showShortcuts}
      />
      <ShortcutsSheet open={sheetOpen} onOpenChange={setSheetOpen} mod={mod} />
    </>
  );
}
