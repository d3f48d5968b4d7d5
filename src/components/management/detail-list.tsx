import type * as React from "react";

import { SectionCard } from "@/components/ui/section-card";
import { cn } from "@/lib/utils";
import { ActiveBadge } from "./badges";
import { formatDateTime } from "./display";

export interface DetailItem {
  label: string;
  value: React.ReactNode;
  /** Spans the whole width (long text). */
  wide?: boolean;
}

/** Label/value pairs of a view page, as a description list. Empty values show a dash. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <div key={item.label} className={cn("grid gap-1", item.wide && "sm:col-span-2")}>
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{item.label}</dt>
          <dd className="text-sm break-words whitespace-pre-line">
            {item.value === null || item.value === undefined || item.value === "" ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A view page's card of label/value pairs under its own h2, with an optional action beside the title. */
export function DetailCard({
  title,
  action,
  items,
}: {
  title: string;
  action?: React.ReactNode;
  items: DetailItem[];
}) {
  return (
    <SectionCard title={title} action={action}>
      <DetailList items={items} />
    </SectionCard>
  );
}

/** The details a team and an organisation open with: name, slug and whether it is active. */
export function identityItems(record: { name: string; slug: string; active: boolean }): DetailItem[] {
  return [
    { label: "Name", value: record.name },
    { label: "Slug", value: record.slug },
    { label: "Status", value: <ActiveBadge active={record.active} /> },
  ];
}

/** When a record was created and last updated. */
export function timestampItems(record: { createdAt: string; updatedAt: string }): DetailItem[] {
  return [
    { label: "Created", value: formatDateTime(record.createdAt) },
    { label: "Updated", value: formatDateTime(record.updatedAt) },
  ];
}
