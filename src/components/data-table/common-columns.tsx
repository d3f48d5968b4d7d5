import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type * as React from "react";

import { ActiveBadge } from "@/components/management/badges";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/utils";
import type { CommonColumnKey } from "./column-label";

/** A shared column's header, in the reader's language. */
function ColumnName({ name }: { name: CommonColumnKey }) {
  const t = useTranslations("dataTable.columns");
  return t(name);
}

/** A day in the reader's language. */
function DateText({ value }: { value: string }) {
  return useFormat().date(value);
}

/** The header and card label of a shared column. */
function named(name: CommonColumnKey): {
  header: () => React.ReactNode;
  meta: { labelKey: CommonColumnKey };
} {
  return { header: () => <ColumnName name={name} />, meta: { labelKey: name } };
}

/** The sortable Name column whose cell links to the record's page. */
export function nameColumn<T extends { _id: string; name: string }>(
  href: (id: string) => string,
): ColumnDef<T> {
  return {
    accessorKey: "name",
    ...named("name"),
    enableSorting: true,
    cell: ({ row }) => (
      <Link href={href(row.original._id)} className="font-medium hover:underline">
        {row.original.name}
      </Link>
    ),
  };
}

/** The Status column of a record that can be switched off (active / inactive). */
export function activeColumn<T extends { active: boolean }>(sortable = true): ColumnDef<T> {
  return {
    accessorKey: "active",
    ...named("status"),
    enableSorting: sortable,
    cell: ({ row }) => <ActiveBadge active={row.original.active} />,
  };
}

/** The sortable Created column (the record's creation day). */
export function createdColumn<T extends { createdAt: string }>(): ColumnDef<T> {
  return {
    accessorKey: "createdAt",
    ...named("created"),
    enableSorting: true,
    cell: ({ row }) => <DateText value={row.original.createdAt} />,
  };
}

/** A column of a count the record carries (its members, its instructions), `missing` where it has none. */
export function countColumn<K extends string, T extends { [key in K]?: number | null }>(
  key: K,
  header: string,
  missing: 0 | "—",
): ColumnDef<T> {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => <span className="tabular-nums">{row.original[key] ?? missing}</span>,
  };
}

/** A cell's link to the record, with a line of its text under it (cut to one line). */
export function TitleCell({
  href,
  title,
  line,
  className,
}: {
  href: string;
  title: React.ReactNode;
  line: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid min-w-48 gap-0.5", className)}>
      <Link href={href} className="font-medium hover:underline">
        {title}
      </Link>
      <span className="line-clamp-1 text-xs text-muted-foreground">{line}</span>
    </div>
  );
}
