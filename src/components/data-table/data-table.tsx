"use client";

import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, RefreshCwIcon, SearchIcon } from "lucide-react";
import * as React from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { Pager } from "./pager";
import { useList } from "./use-list";
import { type ListStateApi, type ListStateOptions, type SortOrder, useListState } from "./use-list-state";

export const SEARCH_DEBOUNCE_MS = 300;

export interface DataTableProps<T extends { _id: string }> extends ListStateOptions {
  /** The paginate endpoint without `/api`, e.g. "/teams/paginate". */
  path: string;
  /**
   * TanStack column definitions. A column is sortable only with `enableSorting: true`; its `id` (or
   * `accessorKey`) is then the `sortBy` field sent to the API.
   */
  columns: ColumnDef<T>[];
  /** Accessible name of the table, e.g. "Teams". */
  label: string;
  searchPlaceholder?: string;
  /** Hides the search box. */
  noSearch?: boolean;
  emptyText?: string;
  /** Controls next to the search box, e.g. a role filter; they get the list state to read and set filters. */
  toolbar?: (list: ListStateApi) => React.ReactNode;
  /** Buttons or links shown in the last column of each row; `reload` refetches the page. */
  rowActions?: (row: T, reload: () => void) => React.ReactNode;
  /** Change it to refetch the current page (e.g. after members were added elsewhere on the page). */
  refreshKey?: unknown;
  className?: string;
}

/**
 * A server-paged list (§3 List query, page size 10 of §9): debounced search, sortable headers, previous/next
 * paging with "Page X of Y" and the total, skeleton rows while loading, an empty text and an error with retry.
 * Page, sort, search and filters live in the URL (unless `syncUrl={false}`), so back/forward restores them.
 */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  return (
    // useSearchParams needs a Suspense boundary when a page is rendered statically.
    <React.Suspense fallback={<TableSkeleton columns={props.columns.length} />}>
      <DataTableInner {...props} />
    </React.Suspense>
  );
}

function DataTableInner<T extends { _id: string }>({
  path,
  columns,
  label,
  searchPlaceholder = "Search…",
  noSearch = false,
  emptyText = "No results.",
  toolbar,
  rowActions,
  refreshKey,
  className,
  ...stateOptions
}: DataTableProps<T>) {
  const list = useListState(stateOptions);
  const { state, query, setPage, setSort, setSearch } = list;
  const { data, loading, error, reload } = useList<T>(path, query, { refreshKey });

  const allColumns = React.useMemo<ColumnDef<T>[]>(() => {
    if (!rowActions) return columns;
    return [
      ...columns,
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => <div className="flex gap-1">{rowActions(row.original, reload)}</div>,
      },
    ];
  }, [columns, rowActions, reload]);

  const sorting = React.useMemo<SortingState>(
    () => (state.sortBy ? [{ id: state.sortBy, desc: state.sortOrder === "desc" }] : []),
    [state.sortBy, state.sortOrder],
  );
  const pageSize = typeof query.limit === "number" ? query.limit : 10;

  const table = useReactTable<T>({
    data: data?.docs ?? [],
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount: data?.totalPages ?? -1,
    rowCount: data?.totalDocs,
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize } },
  });

  // A page past the end (e.g. after deleting the last row of the last page) moves back to the last page.
  const lastPage = data?.totalPages ?? 0;
  React.useEffect(() => {
    if (!loading && !error && lastPage > 0 && state.page > lastPage) setPage(lastPage);
  }, [loading, error, lastPage, state.page, setPage]);

  function cycleSort(field: string) {
    const next: SortOrder | undefined =
      state.sortBy !== field ? "asc" : state.sortOrder === "desc" ? undefined : "desc";
    setSort(next ? field : undefined, next);
  }

  const columnCount = table.getVisibleLeafColumns().length;
  const totalPages = Math.max(data?.totalPages ?? 1, 1);
  const totalDocs = data?.totalDocs ?? 0;
  const showSkeleton = loading && !error;

  return (
    <div data-slot="data-table" className={cn("grid gap-3", className)}>
      {noSearch && !toolbar ? null : (
        <div className="flex flex-wrap items-center gap-2">
          {noSearch ? null : (
            <SearchBox
              value={state.search}
              onCommit={setSearch}
              placeholder={searchPlaceholder}
              label={label}
            />
          )}
          {toolbar?.(list)}
        </div>
      )}

      <div className="overflow-hidden rounded-lg border">
        <Table aria-label={label} aria-busy={loading || undefined}>
          <TableHeader className="bg-muted/30">
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <SortableHead key={header.id} header={header} onSort={cycleSort} />
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {error ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="p-4">
                  <Alert variant="destructive">
                    <AlertTitle>Could not load the list</AlertTitle>
                    <AlertDescription>
                      <p>{error.message}</p>
                      <Button variant="outline" size="sm" onClick={reload} className="mt-1">
                        <RefreshCwIcon />
                        Retry
                      </Button>
                    </AlertDescription>
                  </Alert>
                </TableCell>
              </TableRow>
            ) : showSkeleton ? (
              Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
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
            ) : table.getRowModel().rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
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

      <Pager
        label={label}
        noun={["result", "results"]}
        page={state.page}
        totalPages={totalPages}
        totalDocs={data ? totalDocs : null}
        hasNextPage={Boolean(data?.hasNextPage)}
        loading={loading}
        onPage={setPage}
      />
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

/** A search input that commits its text after a pause (SEARCH_DEBOUNCE_MS), and follows back/forward. */
export function SearchBox({
  value,
  onCommit,
  placeholder,
  label,
}: {
  value: string;
  onCommit: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  const [input, setInput] = React.useState(value);
  const committed = React.useRef(value);

  // Back/forward changed the search in the URL: show it.
  React.useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setInput(value);
    }
  }, [value]);

  React.useEffect(() => {
    if (input.trim() === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = input.trim();
      onCommit(input);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, onCommit]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        placeholder={placeholder}
        aria-label={`Search ${label.toLowerCase()}`}
        className="pl-9"
      />
    </div>
  );
}

function TableSkeleton({ columns }: { columns: number }) {
  return (
    <div className="grid gap-2 rounded-lg border p-4" aria-busy>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <div key={i} className="flex gap-4">
          {Array.from({ length: columns }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
            <Skeleton key={j} className="h-4 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}
