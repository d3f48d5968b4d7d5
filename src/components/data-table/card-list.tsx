"use client";

import { flexRender, type Table as TanstackTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { Skeleton } from "@/components/ui/skeleton";
import { columnLabel } from "./column-label";
import type { RowsViewProps } from "./rows-view";

export const ACTIONS_COLUMN = "actions";

/**
 * The layout under md: each row is a card listing every column as "label: value", with the row's actions at
 * the bottom, so nothing is cut off on a phone (issue 20, finding 10). Values wrap instead of widening the page.
 */
export function CardList<T>({ table, view }: { table: TanstackTable<T>; view: RowsViewProps }) {
  const t = useTranslations("dataTable");
  if (view.error) return <div data-slot="card-list">{view.error}</div>;
  const rows = table.getRowModel().rows;
  if (!view.loading && rows.length === 0) {
    return (
      <p data-slot="card-list" className="rounded-lg border p-6 text-center text-muted-foreground text-sm">
        {view.emptyText}
      </p>
    );
  }
  const fieldCount = table.getVisibleLeafColumns().filter((c) => c.id !== ACTIONS_COLUMN).length;
  return (
    <ul
      data-slot="card-list"
      aria-label={view.label}
      aria-busy={view.loading || undefined}
      className="grid gap-2"
    >
      {view.loading
        ? Array.from({ length: view.skeletonRows }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
            <li key={i} data-slot="skeleton-card" className="grid gap-2 rounded-lg border p-3">
              {Array.from({ length: Math.min(fieldCount, 4) }, (_, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
                <Skeleton key={j} className="h-4 w-full" />
              ))}
            </li>
          ))
        : rows.map((row) => {
            const cells = row.getVisibleCells();
            const actions = cells.find((cell) => cell.column.id === ACTIONS_COLUMN);
            return (
              <li key={row.id} className="rounded-lg border bg-card p-3 text-sm">
                <dl className="grid gap-1.5">
                  {cells
                    .filter((cell) => cell !== actions)
                    .map((cell) => (
                      <div
                        key={cell.id}
                        data-slot="card-field"
                        data-column={cell.column.id}
                        className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-baseline gap-2"
                      >
                        <dt className="font-medium text-muted-foreground text-xs">
                          {columnLabel(cell.column, t)}
                        </dt>
                        <dd className="min-w-0 [overflow-wrap:anywhere]">
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </dd>
                      </div>
                    ))}
                </dl>
                {actions ? (
                  <div className="mt-2 flex flex-wrap justify-end gap-1 border-t pt-2">
                    {flexRender(actions.column.columnDef.cell, actions.getContext())}
                  </div>
                ) : null}
              </li>
            );
          })}
    </ul>
  );
}
