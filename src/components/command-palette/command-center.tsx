"use client";

import { useRouter } from "next/navigation";
import { lazy, useEffect, useState } from "react";
import { useHydrated } from "@/components/shell/use-hydrated";
import { useOpenedOnce } from "@/components/shell/use-opened-once";
import { LazyLayer } from "@/components/ui/lazy-dialog";
import type { MenuEntry } from "@/lib/menu";
import { PAGES } from "@/lib/routes";
import { preloadable, whenIdle } from "@/lib/when-idle";
import { PaletteButton } from "./palette-button";
import { useGlobalShortcuts } from "./use-global-shortcuts";
import { useModifierLabel } from "./use-modifier-label";

// The palette (cmdk, a dialog) and the sheet are no part of a page's first load: they load when the browser is
// idle, or when first opened if that comes sooner.
const loadPalette = preloadable(() => import("./command-palette"));
const loadSheet = preloadable(() => import("./shortcuts-sheet"));
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
const ShortcutsSheet = lazy(() => loadSheet().then((m) => ({ default: m.ShortcutsSheet })));

/** The header's search button, the palette and the shortcuts sheet, and the keys that open them. */
export function CommandCenter({ entries }: { entries: readonly MenuEntry[] }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const mod = useModifierLabel();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const paletteMounted = useOpenedOnce(paletteOpen);
  const sheetMounted = useOpenedOnce(sheetOpen);

  useEffect(
    () =>
      whenIdle(() => {
        void loadPalette().catch(() => {});
        void loadSheet().catch(() => {});
      }),
    [],
  );

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
      <LazyLayer mounted={paletteMounted}>
        <CommandPalette
          open={paletteOpen}
          onOpenChange={setPaletteOpen}
          entries={entries}
          mod={mod}
          onNavigate={navigate}
          onNewChat={newChat}
          onShowShortcuts={showShortcuts}
        />
      </LazyLayer>
      <LazyLayer mounted={sheetMounted}>
        <ShortcutsSheet open={sheetOpen} onOpenChange={setSheetOpen} mod={mod} />
      </LazyLayer>
    </>
  );
}
