import { ChevronRightIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProgressTrack } from "@/components/ui/progress-track";
import { useFormat } from "@/i18n/format";
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
  const id = React.useId();
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

/**
 * What a card says when it has nothing to show: one message, often with the one link that would change that
 * (`t.rich("…", { link: emptyLink(href) })` over "No goals yet — <link>set one</link>").
 */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground" data-slot="empty-state">
      {children}
    </p>
  );
}

/** The <link> of an empty state's message. */
export function emptyLink(href: string) {
  return (chunks: React.ReactNode) => (
    <Link href={href} className={cn(LINK_CLASS, "text-primary")}>
      {chunks}
    </Link>
  );
}

/** The way from a staff member's home card to the assessments of the people they look after. */
export function MembersAssessmentsLink() {
  const t = useTranslations("home");
  return (
    <p className="mt-3 text-sm">
      <Link href={ROUTES.assessments} className={cn(LINK_CLASS, "text-primary")}>
        {t("membersAssessments")}
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
  empty: React.ReactNode;
  className?: string;
  /** One item's <li>, with its key. */
  children: (item: T) => React.ReactNode;
}) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
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

/** A date as the reader's day ("Mar 3, 2026"), with the time too when asked, in the reader's language and timezone. */
export function When({ iso, time = false }: { iso: string; time?: boolean }) {
  const format = useFormat();
  return <time dateTime={iso}>{time ? format.dateTime(iso) : format.date(iso)}</time>;
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
