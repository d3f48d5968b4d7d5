import { useTranslations } from "next-intl";
import type * as React from "react";

import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import { ActiveBadge } from "./badges";

export interface DetailItem {
  /** What the value is; plain text, or a component that says it in the reader's language. */
  label: React.ReactNode;
  /** Tells the items apart where `label` is not plain text. */
  id?: string;
  value: React.ReactNode;
  /** Spans the whole width (long text). */
  wide?: boolean;
}

/** Label/value pairs of a view page, as a description list. Empty values show a dash. */
export function DetailList({ items, className }: { items: DetailItem[]; className?: string }) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", className)}>
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.label === "string" ? item.label : index)}
          className={cn("grid gap-1", item.wide && "sm:col-span-2")}
        >
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

type DetailLabelKey = "name" | "slug" | "status" | "created" | "updated";

/** The label of one of the shared details, in the reader's language. */
function DetailLabel({ name }: { name: DetailLabelKey }) {
  const t = useTranslations("management.details");
  return t(name);
}

/** A moment as a date and time in the reader's language and timezone. */
function DateTimeText({ value }: { value: string }) {
  return useFormat().dateTime(value);
}

/** The details a team and an organisation open with: name, slug and whether it is active. */
export function identityItems(record: { name: string; slug: string; active: boolean }): DetailItem[] {
  return [
    { id: "name", label: <DetailLabel name="name" />, value: record.name },
    { id: "slug", label: <DetailLabel name="slug" />, value: record.slug },
    { id: "status", label: <DetailLabel name="status" />, value: <ActiveBadge active={record.active} /> },
  ];
}

/** When a record was created and last updated. */
export function timestampItems(record: { createdAt: string; updatedAt: string }): DetailItem[] {
  return [
    {
      id: "created",
      label: <DetailLabel name="created" />,
      value: <DateTimeText value={record.createdAt} />,
    },
    {
      id: "updated",
      label: <DetailLabel name="updated" />,
      value: <DateTimeText value={record.updatedAt} />,
    },
  ];
}
