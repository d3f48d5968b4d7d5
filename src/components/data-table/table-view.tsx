"use client";

import { flexRender, type Header, type Table as TanstackTable } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { EmptyRow } from "./framed-table";
import type { RowsViewProps } from "./rows-view";

/** The md-and-wider layout of a DataTable: a table with sortable headers. */
export function TableView<T>({
  table,
  view,
  onSort,
}: {
  table: TanstackTable<T>;
  view: RowsViewProps;
  onSort: (field: string) => void;
}) {
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
    <div className="overflow-hidden rounded-lg border">
      <Table aria-label={view.label} aria-busy={view.loading || undefined}>
        <TableHeader className="bg-muted/30">
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <SortableHead key={header.id} header={header} onSort={onSort} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {view.error ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columnCount} className="p-4">
                {view.error}
              </TableCell>
            </TableRow>
          ) : view.loading ? (
            Array.from({ length: view.skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <TableRow key={i} data-slot="skeleton-row" className="hover:bg-transparent">
                {Array.from({ length: columnCount }, (_, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
                  <TableCell key={j}>
                    <Skeleton className="h-4 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <EmptyRow colSpan={columnCount} className="h-24">
              {view.emptyText}
            </EmptyRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function SortableHead<T>({
  header,
  onSort,
}: {
  header: Header<T, unknown>;
  onSort: (field: string) => void;
}) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return <TableHead className={column.id === "actions" ? "w-0" : undefined}>{content}</TableHead>;
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <TableHead aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}>
      <button
        type="button"
        onClick={() => onSort(column.id)}
        className="-ml-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {content}
        <Icon aria-hidden className={cn("size-3.5", !sorted && "opacity-50")} />
      </button>
    </TableHead>
  );
}
