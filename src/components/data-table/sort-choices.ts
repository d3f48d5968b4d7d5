import type { ColumnDef } from "@tanstack/react-table";
import type { DataTableTranslator } from "./column-label";
import type { SortChoice } from "./sort-select";

/**
 * The sortable columns as TanStack names them (id, else the accessor key with dots as "_"; sortable only with
 * `enableSorting: true` and an accessor) and calls them (a shared column's name, else meta.label, else a
 * plain-text header, else the id): the card layout's sort menu, before the table itself has loaded.
 */
export function sortChoices<T>(columns: ColumnDef<T>[], t?: DataTableTranslator): SortChoice[] {
  return columns.flatMap((column) => {
    const key = "accessorKey" in column ? String(column.accessorKey) : undefined;
    const id =
      column.id ??
      key?.replaceAll(".", "_") ??
      (typeof column.header === "string" ? column.header : undefined);
    if (!column.enableSorting || !id || !(key !== undefined || "accessorFn" in column)) return [];
    const label =
      column.meta?.labelKey && t
        ? t(`columns.${column.meta.labelKey}`)
        : (column.meta?.label ?? (typeof column.header === "string" ? column.header : id));
    return [{ field: id, label }];
  });
}
