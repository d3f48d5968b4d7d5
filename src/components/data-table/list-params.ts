/**
 * The list state of a server-paged list as URL query parameters, read defensively: a hand-edited or outdated
 * link (an unknown sort field, a page size the API refuses, a filter value it does not know) falls back to the
 * default for that part instead of sending the API a query it answers with an error.
 */
import { MAX_PAGE_SIZE } from "@/lib/constants";

export type SortOrder = "asc" | "desc";

export interface ListState {
  page: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: SortOrder;
  search: string;
  /** Values of the filters named in `filterKeys`; an empty value means "no filter". */
  filters: Record<string, string>;
}

export interface ListParamRules {
  filterKeys: readonly string[];
  /** Allowed values per filter; a filter not named here takes any non-empty value. */
  filterValues?: Readonly<Record<string, readonly string[]>>;
  /** Fields the list can be sorted by; without it any field is accepted. */
  sortFields?: readonly string[];
  defaultPageSize: number;
}

/** Names of the list's parameters in the URL. */
export const PARAM = {
  page: "page",
  pageSize: "pageSize",
  sortBy: "sortBy",
  sortOrder: "sortOrder",
  search: "q",
} as const;

/** The page sizes a person can choose, within the List query's limit (§3, MAX_PAGE_SIZE). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100].filter((n) => n <= MAX_PAGE_SIZE);

/** The List query refuses a longer search (listQuerySchema). */
export const MAX_SEARCH_LENGTH = 200;

/** The sizes offered: the standard ones plus the list's own default. */
export function pageSizeChoices(defaultPageSize: number): number[] {
  return [...new Set([...PAGE_SIZE_OPTIONS, defaultPageSize])].sort((a, b) => a - b);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

const RESERVED = new Set<string>(Object.values(PARAM));

export function parseListParams(params: URLSearchParams, rules: ListParamRules): ListState {
  const size = positiveInt(params.get(PARAM.pageSize));
  const sortBy = params.get(PARAM.sortBy) || undefined;
  const sortOrder = params.get(PARAM.sortOrder);
  const sortable = sortBy !== undefined && (!rules.sortFields || rules.sortFields.includes(sortBy));
  const filters: Record<string, string> = {};
  for (const key of rules.filterKeys) {
    const value = params.get(key);
    const allowed = rules.filterValues?.[key];
    if (value && !RESERVED.has(key) && (!allowed || allowed.includes(value))) filters[key] = value;
  }
  return {
    page: positiveInt(params.get(PARAM.page)) ?? 1,
    pageSize:
      size !== undefined && pageSizeChoices(rules.defaultPageSize).includes(size)
        ? size
        : rules.defaultPageSize,
    ...(sortable
      ? { sortBy, sortOrder: sortOrder === "asc" || sortOrder === "desc" ? sortOrder : undefined }
      : {}),
    search: (params.get(PARAM.search) ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    filters,
  };
}

/**
 * `params` with `changes` applied (`null` or "" removes a parameter); the page goes back to the first unless
 * `keepPage`, since a new sort, search or filter makes the old page number meaningless.
 */
export function applyListChanges(
  params: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
  keepPage: boolean,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!keepPage) next.delete(PARAM.page);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The page that shows the same first row after the page size changes from `from` to `to`. */
export function pageKeepingFirstRow(page: number, from: number, to: number): number {
  return Math.floor(((page - 1) * from) / to) + 1;
}
