"use client";

import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import * as React from "react";

import { ACTIONS_COLUMN, CardList } from "./card-list";
import type { RowsViewProps } from "./rows-view";
import { TableView } from "./table-view";

export interface TableBodyProps<T extends { _id: string }> extends RowsViewProps {
  columns: ColumnDef<T>[];
  rowActions?: (row: T, reload: () => void) => React.ReactNode;
  reload: () => void;
  docs: T[];
  totalPages?: number;
  totalDocs?: number;
  sortBy?: string;
  sortOrder?: "asc" | "desc";
  page: number;
  pageSize: number;
  /** Below md: a card per row instead of the table. */
  cards: boolean;
  onSort: (field: string) => void;
}

/**
 * A DataTable's rows, as a table or as cards (TanStack Table), loaded apart from the page while the first page
 * of the list is fetched: see DataTable.
 */
export function TableBody<T extends { _id: string }>({
  columns,
  rowActions,
  reload,
  docs,
  totalPages,
  totalDocs,
  sortBy,
  sortOrder,
  page,
  pageSize,
  cards,
  onSort,
  ...views
}: TableBodyProps<T>) {
  const t = useTranslations("dataTable.columns");
  const allColumns = React.useMemo<ColumnDef<T>[]>(() => {
    if (!rowActions) return columns;
    return [
      ...columns,
      {
        id: ACTIONS_COLUMN,
        header: () => <span className="sr-only">{t("actions")}</span>,
        meta: { labelKey: "actions" },
        cell: ({ row }) => <div className="flex gap-1">{rowActions(row.original, reload)}</div>,
      },
    ];
  }, [columns, rowActions, reload, t]);

  const sorting = React.useMemo<SortingState>(
    () => (sortBy ? [{ id: sortBy, desc: sortOrder === "desc" }] : []),
    [sortBy, sortOrder],
  );

  const table = useReactTable<T>({
    data: docs,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: totalPages ?? -1,
    rowCount: totalDocs,
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
  });

  return cards ? (
    <CardList table={table} view={views} />
  ) : (
    <TableView table={table} view={views} onSort={onSort} />
  );
}
