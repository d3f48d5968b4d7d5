"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { SearchIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";

import { nounInSentence } from "@/components/management/noun";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { preloadable } from "@/lib/when-idle";
import { ListError, ListSkeleton } from "./list-states";
import { ListPager } from "./pager";
import { sortChoices } from "./sort-choices";
import { SortSelect } from "./sort-select";
import type { TableBodyProps } from "./table-body";
import { useList } from "./use-list";
import { type ListStateApi, type ListStateOptions, type SortOrder, useListState } from "./use-list-state";
import { SEARCH_DEBOUNCE_MS } from "./use-search-query";
import { useTableLayout } from "./use-table-layout";

export interface DataTableProps<T extends { _id: string }> extends Omit<ListStateOptions, "sortFields"> {
  /** The paginate endpoint without `/api`, e.g. "/teams/paginate". */
  path: string;
  /**
   * TanStack column definitions. A column is sortable only with `enableSorting: true`; its `id` (or
   * `accessorKey`) is then the `sortBy` field sent to the API. A header that is not plain text needs
   * `meta.label` (the card layout's label).
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
  /** Buttons or links shown in the last column of each row (the foot of each card); `reload` refetches. */
  rowActions?: (row: T, reload: () => void) => React.ReactNode;
  /** Change it to refetch the current page (e.g. after members were added elsewhere on the page). */
  refreshKey?: unknown;
  className?: string;
}

// TanStack Table is no part of the page's first load: it loads while the list's first page is fetched, and
// the list's skeleton stands in until both are there. Search, toolbar and paging work from the start.
const loadBody = preloadable(() => import("./table-body"));
const TableBody = React.lazy(() => loadBody().then((m) => ({ default: m.TableBody }))) as <
  T extends { _id: string },
>(
  props: TableBodyProps<T>,
) => React.ReactNode;

function sortableFields<T>(columns: ColumnDef<T>[]): string[] {
  return columns.flatMap((column) => {
    if (!column.enableSorting) return [];
    const key = "accessorKey" in column ? column.accessorKey : undefined;
    const id = column.id ?? (typeof key === "string" ? key : undefined);
    return id ? [id] : [];
  });
}

/**
 * A server-paged list (§3 List query, page size 10 of §9): debounced search, sortable headers, a choice of page
 * size, "21–40 of 134 results", previous/next paging, skeletons while loading, an empty text and an error with
 * retry. From md up it is a table; below, each row is a card. Page, size, sort, search and filters live in the
 * URL (unless `syncUrl={false}`), so a reload or a shared link restores them.
 */
export function DataTable<T extends { _id: string }>(props: DataTableProps<T>) {
  return (
    // useSearchParams needs a Suspense boundary when a page is rendered statically.
    <React.Suspense fallback={<ListSkeleton columns={props.columns.length} />}>
      <DataTableInner {...props} />
    </React.Suspense>
  );
}

function DataTableInner<T extends { _id: string }>({
  path,
  columns,
  label,
  searchPlaceholder,
  noSearch = false,
  emptyText,
  toolbar,
  rowActions,
  refreshKey,
  className,
  ...stateOptions
}: DataTableProps<T>) {
  const t = useTranslations("dataTable");
  const sortFields = React.useMemo(() => sortableFields(columns), [columns]);
  const list = useListState({ ...stateOptions, sortFields });
  const { state, query, setPage, setSort, setSearch, reset } = list;
  const result = useList<T>(path, query, { refreshKey });
  const { data, loading, error, reload } = result;
  const wide = useTableLayout();

  React.useEffect(() => {
    loadBody().catch(() => {});
  }, []);
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const choices = React.useMemo(() => sortChoices(columns, t), [columns, t]);

  // A page past the end (a deleted last row, an old link) moves to the last page without a history entry.
  const lastPage = data?.totalPages ?? 0;
  React.useEffect(() => {
    if (!loading && !error && lastPage > 0 && state.page > lastPage) setPage(lastPage, true);
  }, [loading, error, lastPage, state.page, setPage]);

  function cycleSort(field: string) {
    const next: SortOrder | undefined =
      state.sortBy !== field ? "asc" : state.sortOrder === "desc" ? undefined : "desc";
    setSort(next ? field : undefined, next);
  }

  const narrowed = Boolean(state.search || state.sortBy || Object.keys(state.filters).length);
  const errorView = error ? (
    <ListError error={error} onRetry={reload} onReset={narrowed ? reset : undefined} />
  ) : null;
  const cards = wide === false;

  return (
    <div data-slot="data-table" className={cn("grid min-w-0 gap-3", className)}>
      {noSearch && !toolbar && !(cards && choices.length) ? null : (
        <div className="flex flex-wrap items-center gap-2">
          {noSearch ? null : (
            <SearchBox
              value={state.search}
              onCommit={setSearch}
              placeholder={searchPlaceholder ?? t("search.placeholder")}
              label={label}
            />
          )}
          {toolbar?.(list)}
          {cards && choices.length ? (
            <SortSelect
              choices={choices}
              sortBy={state.sortBy}
              sortOrder={state.sortOrder}
              onSort={setSort}
            />
          ) : null}
        </div>
      )}

      {wide === null ? (
        <ListSkeleton columns={columnCount} />
      ) : (
        <React.Suspense fallback={<ListSkeleton columns={columnCount} />}>
          <TableBody
            columns={columns}
            rowActions={rowActions}
            reload={reload}
            docs={data?.docs ?? []}
            totalPages={data?.totalPages}
            totalDocs={data?.totalDocs}
            sortBy={state.sortBy}
            sortOrder={state.sortOrder}
            page={state.page}
            pageSize={state.pageSize}
            cards={cards}
            label={label}
            loading={loading && !error}
            error={errorView}
            skeletonRows={Math.min(state.pageSize, 5)}
            emptyText={emptyText ?? t("noResults")}
            onSort={cycleSort}
          />
        </React.Suspense>
      )}

      <ListPager label={label} result={result} list={list} defaultSize={stateOptions.pageSize} />
    </div>
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
  const t = useTranslations("dataTable.search");
  const locale = useLocale();
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
        aria-label={t("label", { lower: nounInSentence(label, locale) })}
        className="pl-9"
      />
    </div>
  );
}
