"use client";

import { ArrowLeftRightIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type * as React from "react";
import { Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { CommandCenter } from "@/components/command-palette/command-center";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { UrgentBanner } from "@/components/safeguarding/urgent-banner";
import { Button } from "@/components/ui/button";
import type { MenuEntry } from "@/lib/menu";
import { ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { Breadcrumb, SideMenuContext } from "./breadcrumb";
import { BuildChecker } from "./build-checker";
import { FlashToasts } from "./flash-toast";
import { NavigationEffects } from "./navigation-effects";
import { pageName } from "./page-name";
import { ShellSignOut } from "./shell-sign-out";
import { SideMenu } from "./side-menu";
import { useHydrated } from "./use-hydrated";

/** §1/§2: the menu is open by default above the md breakpoint (768 px) and closed at md or below. */
export const WIDE_QUERY = "(min-width: 769px)";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** true/false in the browser; null while rendering on the server (CSS decides until hydration). */
function useWideScreen(): boolean | null {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => null,
  );
}

export interface ShellProps {
  userName: string;
  roleLabel: string;
  entries: MenuEntry[];
  organizationName: string | null;
  teamNames: string[];
  /** Set when the person may choose another organisation or team in /select-dashboard. */
  switchLabel: string | null;
  /** False on the intake form of someone who must fill it first: the menu would lead nowhere. */
  showMenu: boolean;
  buildId: string | null;
  children: React.ReactNode;
  /** Coaches and admins: urgent safeguarding cases they were told of show above every page until acknowledged. */
  safeguardingBanner?: boolean;
}

function SwitchLink({ label }: { label: string }) {
  const t = useTranslations("shell");
  return (
    <Button asChild variant="ghost" size="sm" className="shrink-0 text-muted-foreground max-sm:px-2">
      <Link href={ROUTES.selectDashboard} aria-label={label} title={label}>
        <ArrowLeftRightIcon aria-hidden />
        <span className="hidden lg:inline">{t("switch")}</span>
      </Link>
    </Button>
  );
}

/** The dashboard frame: side menu, top bar (context, sign-out), the page, and the shell's background jobs. */
export function DashboardShell({
  userName,
  roleLabel,
  entries,
  organizationName,
  teamNames,
  switchLabel,
  showMenu,
  buildId,
  safeguardingBanner = false,
  children,
}: ShellProps) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const hydrated = useHydrated();
  const name = pageName(pathname, entries);
  const wide = useWideScreen();
  // A choice made on one side of the breakpoint is forgotten on the other: the default applies again.
  const [choice, setChoice] = useState<{ open: boolean; wide: boolean | null } | null>(null);
  const open = choice && choice.wide === wide ? choice.open : (wide ?? true);
  const narrow = wide === false;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  const setOpen = useCallback((next: boolean) => setChoice({ open: next, wide }), [wide]);
  const closeOverlay = useCallback(() => {
    if (narrow) setOpen(false);
  }, [narrow, setOpen]);

  // Opening the overlay menu on a narrow screen moves the focus into it.
  useEffect(() => {
    if (narrow && open && choice) menuRef.current?.querySelector<HTMLElement>("nav a[href]")?.focus();
  }, [narrow, open, choice]);

  const state = wide === null && !choice ? "auto" : open ? "open" : "closed";

  return (
    <div className="flex min-h-dvh">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      {showMenu ? (
        <>
          {narrow && open ? (
            <button
              type="button"
              tabIndex={-1}
              aria-label={t("closeMenu")}
              className="fixed inset-0 z-40 bg-black/60 backdrop-blur-[1px]"
              onClick={() => setOpen(false)}
            />
          ) : null}
          <aside
            id="side-menu"
            ref={menuRef}
            data-state={state}
            aria-label={t("sideMenu")}
            onKeyDown={(event) => {
              if (event.key === "Escape" && narrow) {
                setOpen(false);
                toggleRef.current?.focus();
              }
            }}
            className={cn(
              "z-50 w-64 shrink-0 flex-col overflow-y-auto border-r border-sidebar-border bg-sidebar text-sidebar-foreground",
              "min-[769px]:sticky min-[769px]:top-0 min-[769px]:h-dvh",
              "max-[769px]:fixed max-[769px]:inset-y-0 max-[769px]:left-0 max-[769px]:shadow-2xl",
              state === "auto" && "flex max-[769px]:hidden",
              state === "open" && "flex",
              state === "closed" && "hidden",
            )}
          >
            <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-4">
              <Brand />
            </div>
            <SideMenuContext organizationName={organizationName} teamNames={teamNames} />
            <SideMenu entries={entries} pathname={pathname} onNavigate={closeOverlay} />
          </aside>
        </>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur sm:px-4">
          {showMenu ? (
            <Button
              ref={toggleRef}
              variant="ghost"
              size="icon"
              aria-label={t("menu")}
              aria-expanded={open}
              aria-controls="side-menu"
              disabled={!hydrated}
              onClick={() => setOpen(!open)}
              className="shrink-0"
            >
              {open ? <PanelLeftCloseIcon aria-hidden /> : <PanelLeftOpenIcon aria-hidden />}
            </Button>
          ) : null}
          {!showMenu || !open ? <Brand className="hidden shrink-0 border-r pr-3 mr-1 sm:flex" /> : null}
          <Breadcrumb
            organizationName={organizationName}
            teamNames={teamNames}
            page={name ? ("entry" in name ? t(`entries.${name.entry}`) : t(`pages.${name.page}`)) : null}
          />
          {switchLabel ? <SwitchLink label={switchLabel} /> : null}
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
            {showMenu ? <CommandCenter entries={entries} /> : null}
            <div className="hidden text-right leading-tight md:block">
              <p className="max-w-48 truncate text-sm font-medium">{userName}</p>
              <p className="text-xs text-muted-foreground">{roleLabel}</p>
            </div>
            <NotificationBell />
            <ShellSignOut />
          </div>
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          {safeguardingBanner ? <UrgentBanner /> : null}
          {children}
        </main>
      </div>

      <Suspense fallback={null}>
        <NavigationEffects />
      </Suspense>
      <BuildChecker loadedBuildId={buildId} />
      <FlashToasts />
    </div>
  );
}
