"use client";

import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";

import type { ListResult } from "@/components/data-table/use-list";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { LoadError } from "./load-state";

/**
 * The body of a paged list of rows or cards: the load error with Retry, placeholders until the first page, the
 * empty state, or the items in a list named `label` (busy while the next page loads).
 */
export function PagedItems<T extends { _id: string }>({
  label,
  result: { data, loading, error, reload },
  errorTitle,
  skeleton,
  empty,
  className = "divide-y rounded-lg border",
  children,
}: {
  label: string;
  result: ListResult<T>;
  errorTitle: string;
  skeleton: React.ReactNode;
  empty: React.ReactNode;
  className?: string;
  children: (item: T) => React.ReactNode;
}) {
  if (error) return <LoadError error={error} onRetry={reload} title={errorTitle} />;
  if (loading && !data) return skeleton;
  const docs = data?.docs ?? [];
  if (docs.length === 0) return empty;
  return (
    <ul aria-label={label} aria-busy={loading || undefined} className={className}>
      {docs.map(children)}
    </ul>
  );
}

/** What an empty list says: an icon, an optional heading, a line of text and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title?: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
      <Icon aria-hidden className="size-8 text-muted-foreground" />
      {title ? <p className="font-medium">{title}</p> : null}
      <p className="text-sm text-muted-foreground">{children}</p>
      {action ?? null}
    </div>
  );
}

/** Placeholder rows while a list's first page loads; `label` names what is loading. */
export function RowsSkeleton({ label, cards = false }: { label: string; cards?: boolean }) {
  return (
    <div
      className={cn("grid", cards ? "gap-4" : "gap-3 rounded-lg border p-4")}
      role="status"
      aria-busy
      aria-label={label}
    >
      {Array.from({ length: cards ? 3 : 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <div key={i} className={cn("grid gap-2", cards && "rounded-lg border p-6")}>
          <Skeleton className={cards ? "h-5 w-56" : "h-4 w-56"} />
          <Skeleton className={cards ? "h-3 w-40" : "h-3 w-80 max-w-full"} />
          {cards ? <Skeleton className="h-4 w-full" /> : null}
        </div>
      ))}
    </div>
  );
}

/**
 * One row of a list: a title that links to the item (truncated, never wider than the screen), badges beside
 * it, a line of details, an optional excerpt, and the row's buttons at the end.
 */
export function ListRow({
  href,
  title,
  strong = false,
  badges,
  details,
  summary,
  actions,
  testId,
}: {
  href: string;
  title: React.ReactNode;
  /** Bold title (e.g. a chat with unread messages). */
  strong?: boolean;
  badges?: React.ReactNode;
  details: string;
  /** An excerpt: text, or a search's highlighted snippet. */
  summary?: React.ReactNode;
  actions: React.ReactNode;
  testId: string;
}) {
  return (
    <li className="flex items-start gap-3 p-3 hover:bg-muted/30" data-testid={testId}>
      {/* grid-cols-1 (minmax(0, 1fr)): an auto column would grow to the title's unwrapped width and push the
          row past a phone's screen instead of truncating the title. */}
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            href={href}
            className={cn(
              "min-w-0 max-w-full truncate hover:underline",
              strong ? "font-semibold" : "font-medium",
            )}
          >
            {title}
          </Link>
          {badges}
        </div>
        <p className="text-xs text-muted-foreground">{details}</p>
        {summary ? <p className="truncate text-sm text-muted-foreground">{summary}</p> : null}
      </div>
      <div className="flex shrink-0 gap-1">{actions}</div>
    </li>
  );
}
