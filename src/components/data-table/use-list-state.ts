"use client";

import { useSearchParams } from "next/navigation";
import * as React from "react";

import { PAGE_SIZE } from "@/lib/constants";
import type { ListQueryInput } from "@/lib/contracts/list-query";
import {
  applyListChanges,
  type ListParamRules,
  type ListState,
  PARAM,
  pageKeepingFirstRow,
  parseListParams,
  type SortOrder,
} from "./list-params";

export type { ListState, SortOrder };

export interface ListStateOptions {
  /** Keep page, page size, sort, search and filters in the URL (`?page=2&pageSize=20&sortBy=name&sortOrder=asc
   * &q=ann&role=coach`), so a reload or a shared link restores the list. Default true; turn it off for a second
   * list on the same page. */
  syncUrl?: boolean;
  /** Filters read from the URL (by the same name) and sent in `filters`. */
  filterKeys?: readonly string[];
  /** The values a filter may take; any other value in the URL is ignored (the API would refuse it). */
  filterValues?: Readonly<Record<string, readonly string[]>>;
  /** Fields the list may be sorted by; another `sortBy` in the URL is ignored. */
  sortFields?: readonly string[];
  /** Filters always sent, e.g. `{ teams: teamId }` for a team's members. */
  fixedFilters?: Record<string, unknown>;
  /** Fields the search looks in (the API's default when omitted). */
  searchFields?: string[];
  /** The page size when the URL names none (§9: 10). */
  pageSize?: number;
}

export interface ListStateApi {
  state: ListState;
  /** The §3 List query for the current state. */
  query: ListQueryInput;
  /** Moves to another page; `replace` for a correction that should not become a history entry. */
  setPage: (page: number, replace?: boolean) => void;
  setPageSize: (pageSize: number) => void;
  /** Without a field, goes back to the API's default order. */
  setSort: (sortBy?: string, sortOrder?: SortOrder) => void;
  setSearch: (search: string) => void;
  setFilter: (key: string, value: string) => void;
  /** Clears page, size, sort, search and filters. */
  reset: () => void;
}

const NO_KEYS: readonly string[] = [];

/**
 * Page, page size, sort, search and filter state of a server-paged list, in the URL or in component state.
 * Paging adds a history entry (Back returns to the previous page, as on a search engine); sort, search, filter
 * and size replace the current one, so typing a search or trying orders does not fill the history.
 */
export function useListState(options: ListStateOptions = {}): ListStateApi {
  const {
    syncUrl = true,
    filterKeys = NO_KEYS,
    filterValues,
    sortFields,
    fixedFilters,
    searchFields,
    pageSize: defaultPageSize = PAGE_SIZE,
  } = options;
  const searchParams = useSearchParams();
  const [localParams, setLocalParams] = React.useState("");

  // The rules arrive as fresh arrays on many renders; their text keeps the parsed state stable.
  const rulesKey = JSON.stringify([filterKeys, filterValues ?? null, sortFields ?? null, defaultPageSize]);
  const rules = React.useMemo<ListParamRules>(() => {
    const [keys, values, sorts, size] = JSON.parse(rulesKey);
    return {
      filterKeys: keys,
      filterValues: values ?? undefined,
      sortFields: sorts ?? undefined,
      defaultPageSize: size,
    };
  }, [rulesKey]);
  const paramsText = syncUrl ? (searchParams?.toString() ?? "") : localParams;
  const state = React.useMemo(
    () => parseListParams(new URLSearchParams(paramsText), rules),
    [paramsText, rules],
  );

  /** Applies changes to the URL or to local state. `null` removes a parameter. */
  const update = React.useCallback(
    (changes: Record<string, string | null>, how: { keepPage?: boolean; push?: boolean } = {}) => {
      const keepPage = how.keepPage ?? false;
      if (!syncUrl) {
        setLocalParams((current) =>
          applyListChanges(new URLSearchParams(current), changes, keepPage).toString(),
        );
        return;
      }
      const params = applyListChanges(new URLSearchParams(window.location.search), changes, keepPage);
      const qs = params.toString();
      const url = `${window.location.pathname}${qs ? `?${qs}` : ""}${window.location.hash}`;
      // The native history methods update useSearchParams without a server round trip (Next's documented way
      // to keep client state in the URL); router.push/replace would re-render the page on the server.
      if (how.push) window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [syncUrl],
  );

  const setPage = React.useCallback(
    (page: number, replace = false) =>
      update({ [PARAM.page]: page > 1 ? String(page) : null }, { keepPage: true, push: !replace }),
    [update],
  );
  const setPageSize = React.useCallback(
    (size: number) => {
      const page = pageKeepingFirstRow(state.page, state.pageSize, size);
      update(
        {
          [PARAM.pageSize]: size === rules.defaultPageSize ? null : String(size),
          [PARAM.page]: page > 1 ? String(page) : null,
        },
        { keepPage: true },
      );
    },
    [update, state.page, state.pageSize, rules.defaultPageSize],
  );
  const setSort = React.useCallback(
    (sortBy?: string, sortOrder?: SortOrder) =>
      update({ [PARAM.sortBy]: sortBy ?? null, [PARAM.sortOrder]: sortBy ? (sortOrder ?? "asc") : null }),
    [update],
  );
  const setSearch = React.useCallback(
    (search: string) => update({ [PARAM.search]: search.trim() || null }),
    [update],
  );
  const setFilter = React.useCallback(
    (key: string, value: string) => update({ [key]: value || null }),
    [update],
  );
  const reset = React.useCallback(() => {
    const cleared: Record<string, null> = {};
    for (const key of [...Object.values(PARAM), ...rules.filterKeys]) cleared[key] = null;
    update(cleared);
  }, [update, rules.filterKeys]);

  const query = React.useMemo<ListQueryInput>(
    () => ({
      page: state.page,
      limit: state.pageSize,
      ...(state.sortBy ? { sortBy: state.sortBy, sortOrder: state.sortOrder ?? "asc" } : {}),
      filters: { ...state.filters, ...fixedFilters },
      ...(state.search ? { searchQuery: state.search } : {}),
      ...(searchFields ? { searchFields } : {}),
    }),
    [state, fixedFilters, searchFields],
  );

  return { state, query, setPage, setPageSize, setSort, setSearch, setFilter, reset };
}
