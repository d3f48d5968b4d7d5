import type { Column, RowData } from "@tanstack/react-table";
import type { useTranslations } from "next-intl";

/** The columns every table shares (common-columns.tsx), named in the dataTable catalogue's `columns`. */
export type CommonColumnKey = "name" | "status" | "created" | "actions";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name where its header is not plain text: the card layout's labels and the sort menu. */
    label?: string;
    /** A shared column's name, said in the reader's language (its header is a component that says it). */
    labelKey?: CommonColumnKey;
  }
}

export type DataTableTranslator = ReturnType<typeof useTranslations<"dataTable">>;

/** What a column is called outside the table header (card labels, "Sort by"); `t` says the shared columns' names. */
export function columnLabel<T>(column: Column<T, unknown>, t?: DataTableTranslator): string {
  const { header, meta } = column.columnDef;
  if (meta?.labelKey && t) return t(`columns.${meta.labelKey}`);
  return meta?.label ?? (typeof header === "string" ? header : column.id);
}
