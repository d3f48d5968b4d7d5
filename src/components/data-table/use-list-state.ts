"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import * as React from "react";

import { PAGE_SIZE } from "@/lib/constants";
import type { ListQueryInput } from "@/lib/contracts/list-query";

export type SortOrder = "asc" | "desc";

export interface ListState {
  page: number;
  sortBy?: string;
  sortOrder?: SortOrder;
  search: string;
  /** Values of the filters named in `filterKeys`; an empty value means "no filter". */
  filters: Record<string, string>;
}

export interface ListStateOptions {
  /** Keep page, sort, search and filters in the URL (`?page=2&sortBy=name&sortOrder=asc&q=ann&role=coach`), so
   * back/forward and reloads restore the list. Default true; turn it off for a second list on the same page. */
  syncUrl?: boolean;
  /** Filters read from the URL (by the same name) and sent in `filters`. */
  filterKeys?: readonly string[];
  /** Filters always sent, e.g. `{ teams: teamId }` for a team's members. */
  fixedFilters?: Record<string, unknown>;
  /** Fields the search looks in (the API's default when omitted). */
  searchFields?: string[];
  pageSize?: number;
}

export interface ListStateApi {
  state: ListState;
  /** The §3 List query for the current state. */
  query: ListQueryInput;
  setPage: (page: number) => void;
  /** Without a field, goes back to the API's default order. */
  setSort: (sortBy?: string, sortOrder?: SortOrder) => void;
  setSearch: (search: string) => void;
  setFilter: (key: string, value: string) => void;
}

const EMPTY_STATE: ListState = { page: 1, search: "", filters: {} };

function positiveInt(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function fromParams(params: URLSearchParams, filterKeys: readonly string[]): ListState {
  const sortOrder = params.get("sortOrder");
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(params.get("page")),
    sortBy: params.get("sortBy") || undefined,
    sortOrder: sortOrder === "asc" || sortOrder === "desc" ? sortOrder : undefined,
    search: params.get("q") ?? "",
    filters,
  };
}

/** Page, sort, search and filter state of a server-paged list, in the URL or in component state. */
export function useListState(options: ListStateOptions = {}): ListStateApi {
  const { syncUrl = true, filterKeys = [], fixedFilters, searchFields, pageSize = PAGE_SIZE } = options;
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [local, setLocal] = React.useState<ListState>(EMPTY_STATE);

  const filterKeysKey = filterKeys.join(",");
  const urlState = React.useMemo(
    () => fromParams(new URLSearchParams(searchParams?.toString() ?? ""), filterKeysKey.split(",")),
    [searchParams, filterKeysKey],
  );
  const state = syncUrl ? urlState : local;

  /** Applies changes to the URL (pushing a history entry) or to local state. `null` removes a parameter. */
  const update = React.useCallback(
    (changes: Record<string, string | null>, keepPage = false) => {
      if (syncUrl) {
        const params = new URLSearchParams(window.location.search);
        if (!keepPage) params.delete("page");
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") params.delete(key);
          else params.set(key, value);
        }
        const qs = params.toString();
        router.push(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
        return;
      }
      setLocal((current) => {
        const next: ListState = { ...current, filters: { ...current.filters } };
        if (!keepPage) next.page = 1;
        for (const [key, value] of Object.entries(changes)) {
          if (key === "page") next.page = positiveInt(value);
          else if (key === "sortBy") next.sortBy = value || undefined;
          else if (key === "sortOrder")
            next.sortOrder = value === "asc" || value === "desc" ? value : undefined;
          else if (key === "q") next.search = value ?? "";
          else if (value) next.filters[key] = value;
          else delete next.filters[key];
        }
        return next;
      });
    },
    [syncUrl, router, pathname],
  );

  const setPage = React.useCallback(
    (page: number) => update({ page: page > 1 ? String(page) : null }, true),
    [update],
  );
  const setSort = React.useCallback(
    (sortBy?: string, sortOrder?: SortOrder) =>
      update({ sortBy: sortBy ?? null, sortOrder: sortBy ? (sortOrder ?? "asc") : null }),
    [update],
  );
  const setSearch = React.useCallback((search: string) => update({ q: search.trim() || null }), [update]);
  const setFilter = React.useCallback(
    (key: string, value: string) => update({ [key]: value || null }),
    [update],
  );

  const query = React.useMemo<ListQueryInput>(
    () => ({
      page: state.page,
      limit: pageSize,
      ...(state.sortBy ? { sortBy: state.sortBy, sortOrder: state.sortOrder ?? "asc" } : {}),
      filters: { ...state.filters, ...fixedFilters },
      ...(state.search ? { searchQuery: state.search } : {}),
      ...(searchFields ? { searchFields } : {}),
    }),
    [state, pageSize, fixedFilters, searchFields],
  );

  return { state, query, setPage, setSort, setSearch, setFilter };
}
