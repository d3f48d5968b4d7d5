import { BuildingIcon, ChevronRightIcon, UsersRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/**
 * Organisation › team › page. On a phone (below sm) the header has room for one name: the page's stands alone,
 * whole, and the organisation and team move to the top of the side menu's drawer (SideMenuContext), as phone
 * dashboards keep the workspace in their drawer rather than cutting it to "Demo Ac… › Tr…". Without a page's name
 * the parents are all there is to say, so they stay. Where the header is short of room (the side menu open at
 * 1024 px), the page's name still stays whole: the parents give way first, and go when under 20rem are left.
 */
export function Breadcrumb({
  organizationName,
  teamNames,
  page,
}: {
  organizationName: string | null;
  teamNames: string[];
  page: string | null;
}) {
  const t = useTranslations("shell");
  const parent = cn("flex min-w-0 items-center gap-1.5", page && "max-sm:hidden @max-xs/crumbs:hidden");
  return (
    <nav aria-label={t("breadcrumb")} className="@container/crumbs min-w-0 flex-1">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm leading-tight">
        {organizationName ? (
          <li className={parent} title={t("organizationTitle", { name: organizationName })}>
            <BuildingIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t("organizationLabel")}</span>
            <span data-testid="current-organization" className="truncate font-medium">
              {organizationName}
            </span>
          </li>
        ) : null}
        {teamNames.length > 0 ? (
          <li className={parent} title={t("teamTitle", { names: teamNames.join(", ") })}>
            {organizationName ? (
              <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            ) : null}
            <UsersRoundIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t("teamsLabel", { count: teamNames.length })}</span>
            <span data-testid="current-team" className="truncate">
              {teamNames.join(", ")}
            </span>
          </li>
        ) : null}
        {page ? (
          <li className="flex max-w-full min-w-0 shrink-0 items-center gap-1.5">
            {organizationName || teamNames.length > 0 ? (
              <ChevronRightIcon
                aria-hidden
                className="size-4 shrink-0 text-muted-foreground max-sm:hidden @max-xs/crumbs:hidden"
              />
            ) : null}
            <span
              data-testid="current-page"
              aria-current="page"
              className="truncate font-semibold max-sm:text-base"
            >
              {page}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/**
 * The breadcrumb's parents where a phone shows them: at the top of the side menu's drawer, whole (they wrap
 * rather than being cut). Below sm only, where the breadcrumb leaves them out.
 */
export function SideMenuContext({
  organizationName,
  teamNames,
}: {
  organizationName: string | null;
  teamNames: string[];
}) {
  const t = useTranslations("shell");
  if (!organizationName && teamNames.length === 0) return null;
  return (
    <div
      data-testid="side-menu-context"
      className="grid gap-1.5 border-b border-sidebar-border px-4 py-3 text-sm sm:hidden"
    >
      {organizationName ? (
        <p className="flex items-start gap-2">
          <BuildingIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t("organizationLabel")}</span>
          <span className="min-w-0 font-medium break-words">{organizationName}</span>
        </p>
      ) : null}
      {teamNames.length > 0 ? (
        <p className="flex items-start gap-2">
          <UsersRoundIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">{t("teamsLabel", { count: teamNames.length })}</span>
          <span className="min-w-0 break-words">{teamNames.join(", ")}</span>
        </p>
      ) : null}
    </div>
  );
}
