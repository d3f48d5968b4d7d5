import { ChevronRightIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProgressTrack } from "@/components/ui/progress-track";
import { ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";

export const LINK_CLASS =
  "rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/**
 * One section of a home overview: a titled card (a named region, so screen-reader users can jump between them)
 * with an optional "see all" link to the page the card summarises.
 */
export function OverviewCard({
  title,
  description,
  Icon,
  more,
  className,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  Icon: LucideIcon;
  more?: { href: string; label: string } | null;
  className?: string;
  children: React.ReactNode;
}) {
  const id = `home-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Card aria-labelledby={id} role="region" className={cn("min-w-0 gap-4", className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 shrink-0 text-primary" />
          <h2 id={id}>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {more ? (
          <CardAction>
            <Link
              href={more.href}
              className={cn(LINK_CLASS, "inline-flex items-center text-sm text-primary")}
            >
              {more.label}
              <ChevronRightIcon aria-hidden className="size-4" />
            </Link>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

interface EmptyStateProps {
  text: string;
  link?: { href: string; label: string } | null;
}

/** What a card says when it has nothing to show, with the one link that would change that. */
export function EmptyState({ text, link }: EmptyStateProps) {
  return (
    <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground" data-slot="empty-state">
      {text}
      {link ? (
        <>
          {" — "}
          <Link href={link.href} className={cn(LINK_CLASS, "text-primary")}>
            {link.label}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** The way from a staff member's home card to the assessments of the people they look after. */
export function MembersAssessmentsLink() {
  return (
    <p className="mt-3 text-sm">
      <Link href={ROUTES.assessments} className={cn(LINK_CLASS, "text-primary")}>
        Assessments of your members
      </Link>
    </p>
  );
}

/** A card's list (a named list of its items), or what the card says when there is nothing to list. */
export function OverviewList<T>({
  label,
  items,
  empty,
  className = "grid gap-3",
  children,
}: {
  label: string;
  items: readonly T[];
  /** What the card says instead when there is nothing to list. */
  empty: EmptyStateProps;
  className?: string;
  /** One item's <li>, with its key. */
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <ul className={className} aria-label={label}>
      {items.map(children)}
    </ul>
  );
}

/** One item of a card's list that leads somewhere: its link, and under it a small line of what it is about. */
export function LinkItem({
  href,
  title,
  children,
}: {
  href: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="grid min-w-0 gap-0.5">
      <Link href={href} className={cn(LINK_CLASS, "truncate")}>
        {title}
      </Link>
      <p className="truncate text-xs text-muted-foreground">{children}</p>
    </li>
  );
}

/** A date as the reader's day, e.g. "3 Mar 2026", in the timezone the page was rendered for. */
export function When({ iso, timeZone, time = false }: { iso: string; timeZone: string; time?: boolean }) {
  const text = new Date(iso).toLocaleString("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(time ? { hour: "2-digit", minute: "2-digit" } : {}),
  });
  return <time dateTime={iso}>{text}</time>;
}

/** A 0–100 bar with its value announced (the label says what it measures). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <ProgressTrack label={label} value={clamped}>
      <div className="h-full rounded-full bg-primary" style={{ width: `${clamped}%` }} />
    </ProgressTrack>
  );
}
