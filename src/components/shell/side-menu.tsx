"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { activeEntry, type MenuEntry, menuGroups } from "@/lib/menu";
import { cn } from "@/lib/utils";
import { MENU_ICONS } from "./menu-icons";

/** The §2 side menu: the entries of `menuFor`, the current one marked aria-current="page". */
export function SideMenu({
  entries,
  pathname,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  pathname: string;
  onNavigate?: () => void;
}) {
  const t = useTranslations("shell");
  const current = activeEntry(pathname, entries);
  return (
    <nav aria-label={t("mainMenu")} className="grid gap-6 px-3 py-4">
      {menuGroups(entries).map(({ group, entries: items }) => {
        const headingId = `menu-group-${group}`;
        return (
          <div key={group} className="grid gap-1">
            <p
              id={headingId}
              className={cn(
                "px-3 pb-1 text-xs font-medium uppercase tracking-wider text-muted-foreground",
                group === "main" && "sr-only",
              )}
            >
              {t(`groups.${group}`)}
            </p>
            <ul aria-labelledby={headingId} className="grid gap-0.5">
              {items.map((entry) => {
                const Icon = MENU_ICONS[entry.key];
                const isCurrent = current?.key === entry.key;
                return (
                  <li key={entry.key}>
                    <Link
                      href={entry.href}
                      aria-current={isCurrent ? "page" : undefined}
                      onClick={onNavigate}
                      className={cn(
                        "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground/80 outline-none transition-colors",
                        "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring",
                        isCurrent && "bg-sidebar-accent text-sidebar-accent-foreground",
                      )}
                    >
                      <Icon
                        aria-hidden
                        className={cn("size-4 shrink-0", isCurrent ? "text-sidebar-primary" : "opacity-70")}
                      />
                      {t(`entries.${entry.key}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
