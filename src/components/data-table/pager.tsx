"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { useFormat } from "@/i18n/format";
import { PAGE_SIZE } from "@/lib/constants";
import { pageSizeChoices } from "./list-params";
import type { ListResult } from "./use-list";
import type { ListStateApi } from "./use-list-state";

export interface PageSizeControl {
  value: number;
  choices: readonly number[];
  onChange: (pageSize: number) => void;
}

/** What a pager counts, said whole for a number ("134 chats"): a message of the caller's catalogue with a plural. */
export type CountText = (count: number) => string;

/**
 * Under a paged list, shared by every paged table and list: the row count ("21–40 of 134 results" when the page
 * size is known, else "134 results"), an optional "Rows per page" choice, and Previous / "Page n of m" / Next.
 * A total the server counted only up to its cap reads "more than 1,000 results" and "Page n of m+"; Next follows
 * `hasNextPage`, which the server knows either way.
 */
export function Pager({
  label,
  count,
  noun,
  page,
  totalPages,
  totalDocs,
  totalIsLowerBound = false,
  hasNextPage,
  loading,
  onPage,
  pageSize,
}: {
  /** Names the navigation landmark: "<label> pages". */
  label: string;
  /**
   * The count of what is listed, e.g. `(count) => t("chatCount", { count })` with
   * "{count, plural, one {# chat} other {# chats}}"; "134 results" when neither this nor `noun` is given.
   */
  count?: CountText;
  /** @deprecated Singular and plural of what is counted, in English only: give `count`. */
  noun?: [string, string];
  page: number;
  totalPages: number;
  /** null while nothing is loaded yet. */
  totalDocs: number | null;
  /** More than `totalDocs` match (the page's `totalIsLowerBound`): `totalPages` are the pages known so far. */
  totalIsLowerBound?: boolean;
  hasNextPage: boolean;
  loading: boolean;
  onPage: (page: number) => void;
  /** Shows the rows of this page in the count and, with `choices`, lets the person pick the size. */
  pageSize?: PageSizeControl;
}) {
  const t = useTranslations("dataTable.pager");
  const format = useFormat();
  const sizeId = React.useId();
  const shownPage = Math.min(page, totalPages);
  const countText: CountText =
    count ??
    (noun ? (n) => `${format.number(n)} ${n === 1 ? noun[0] : noun[1]}` : (n) => t("results", { count: n }));
  return (
    <nav
      aria-label={t("label", { label })}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-muted-foreground tabular-nums" aria-live="polite" data-slot="row-count">
          <RowCount
            count={countText}
            totalDocs={totalDocs}
            lowerBound={totalIsLowerBound}
            page={shownPage}
            pageSize={pageSize?.value}
          />
        </p>
        {pageSize && pageSize.choices.length > 1 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap text-muted-foreground">
              {t("rowsPerPage")}
            </label>
            <div className="w-20">
              <Select
                id={sizeId}
                value={String(pageSize.value)}
                onChange={(event) => pageSize.onChange(Number(event.target.value))}
                className="h-8"
              >
                <SelectOptions values={pageSize.choices} />
              </Select>
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={loading || page <= 1}>
          <ChevronLeftIcon />
          {t("previous")}
        </Button>
        <span className="min-w-24 text-center tabular-nums" data-slot="page-status">
          {t(totalIsLowerBound ? "pageOfAtLeast" : "page", { page: shownPage, total: totalPages })}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={loading || !hasNextPage}
        >
          {t("next")}
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}

function RowCount({
  count,
  totalDocs,
  lowerBound,
  page,
  pageSize,
}: {
  count: CountText;
  totalDocs: number | null;
  lowerBound: boolean;
  page: number;
  pageSize?: number;
}) {
  const t = useTranslations("dataTable.pager");
  if (totalDocs === null) return "\u00a0";
  const counted = count(totalDocs);
  if (!pageSize || totalDocs === 0) return lowerBound ? t("moreThanWhole", { total: counted }) : counted;
  const total = lowerBound ? t("moreThan", { total: counted }) : counted;
  // Past the counted rows the page's own rows are still known: "1,010–1,020 of more than 1,000 results".
  const first = lowerBound ? (page - 1) * pageSize + 1 : Math.min((page - 1) * pageSize + 1, totalDocs);
  const last = lowerBound ? page * pageSize : Math.min(page * pageSize, totalDocs);
  // The total stays an element of its own, so "134 results" can still be found as a whole.
  return t.rich("range", { first, last, total, whole: (chunks) => <span>{chunks}</span> });
}

/**
 * The Pager of a list fetched with useList and driven by useListState: page, count and "Rows per page" (choices
 * around `defaultSize`).
 */
export function ListPager({
  label,
  count,
  noun,
  result: { data, loading },
  list: { state, setPage, setPageSize },
  defaultSize = PAGE_SIZE,
}: {
  label: string;
  /** The count of what is listed: see Pager. */
  count?: CountText;
  /** @deprecated English only: give `count`. */
  noun?: [string, string];
  result: Pick<ListResult<unknown>, "data" | "loading">;
  list: Pick<ListStateApi, "state" | "setPage" | "setPageSize">;
  defaultSize?: number;
}) {
  return (
    <Pager
      label={label}
      count={count}
      noun={noun}
      page={state.page}
      totalPages={Math.max(data?.totalPages ?? 1, 1)}
      totalDocs={data ? data.totalDocs : null}
      totalIsLowerBound={Boolean(data?.totalIsLowerBound)}
      hasNextPage={Boolean(data?.hasNextPage)}
      loading={loading}
      onPage={setPage}
      pageSize={{ value: state.pageSize, choices: pageSizeChoices(defaultSize), onChange: setPageSize }}
    />
  );
}
