import type * as React from "react";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

/** A bordered table of a few rows that a page loads whole (no paging): its column heads, then its rows. */
export function FramedTable({
  label,
  columns,
  extraHead,
  busy,
  className = "overflow-hidden rounded-lg border",
  children,
}: {
  /** The table's accessible name. */
  label: string;
  /** The columns' heads, in order. */
  columns: readonly string[];
  /** A last head that is not plain text (a hidden "Actions"). */
  extraHead?: React.ReactNode;
  busy?: boolean;
  /** The frame's classes. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Table aria-label={label} aria-busy={busy || undefined}>
        <TableHeader className="bg-muted/30">
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
            {extraHead}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </div>
  );
}

/** The one row of a FramedTable with no rows, saying so across every column. */
export function EmptyRow({
  colSpan,
  className = "h-20",
  children,
}: {
  colSpan: number;
  /** The row's height. */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className={`${className} text-center text-muted-foreground`}>
        {children}
      </TableCell>
    </TableRow>
  );
}
