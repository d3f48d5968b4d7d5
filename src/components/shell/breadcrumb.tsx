import { BuildingIcon, ChevronRightIcon, UsersRoundIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * Organisation › team › page. On a phone the page's name gets the first line to itself and the context goes to
 * a smaller second line, so the name stays readable in the little room the header leaves (finding 10).
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
  const context = cn(
    "flex min-w-0 items-center gap-1.5 max-sm:text-xs max-sm:text-muted-foreground",
    page && "max-sm:row-start-2",
  );
  return (
    <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
      <ol className="grid min-w-0 grid-cols-[minmax(0,max-content)_minmax(0,max-content)_minmax(0,1fr)] items-center gap-x-1.5 text-sm leading-tight sm:flex">
        {organizationName ? (
          <li className={context} title={`Organization: ${organizationName}`}>
            <BuildingIcon aria-hidden className="size-4 shrink-0 text-muted-foreground max-sm:hidden" />
            <span className="sr-only">Organization:</span>
            <span data-testid="current-organization" className="truncate font-medium">
              {organizationName}
            </span>
          </li>
        ) : null}
        {teamNames.length > 0 ? (
          <li className={context} title={`Team: ${teamNames.join(", ")}`}>
            {organizationName ? (
              <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted-foreground max-sm:size-3" />
            ) : null}
            <UsersRoundIcon aria-hidden className="size-4 shrink-0 text-muted-foreground max-sm:hidden" />
            <span className="sr-only">{teamNames.length > 1 ? "Teams:" : "Team:"}</span>
            <span data-testid="current-team" className="truncate">
              {teamNames.join(", ")}
            </span>
          </li>
        ) : null}
        {page ? (
          <li className="col-span-3 row-start-1 flex min-w-0 items-center gap-1.5">
            {organizationName || teamNames.length > 0 ? (
              <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted-foreground max-sm:hidden" />
            ) : null}
            <span data-testid="current-page" aria-current="page" className="truncate font-semibold">
              {page}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
