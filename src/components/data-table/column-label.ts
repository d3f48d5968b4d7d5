import type { Column, RowData } from "@tanstack/react-table";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name where its header is not plain text: the card layout's labels and the sort menu. */
    label?: string;
  }
}

/** What a column is called outside the table header (card labels, "Sort by"). */
export function columnLabel<T>(column: Column<T, unknown>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === "string" ? header : column.id);
}
