"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { PAGE_SIZE } from "@/lib/constants";
import { pageSizeChoices } from "./list-params";
import type { ListResult } from "./use-list";
import type { ListStateApi } from "./use-list-state";

export interface PageSizeControl {
  value: number;
  choices: readonly number[];
  onChange: (pageSize: number) => void;
}

/**
 * Under a paged list, shared by every paged table and list: the row count ("21–40 of 134 results" when the page
 * size is known, else "134 results"), an optional "Rows per page" choice, and Previous / "Page n of m" / Next.
 */
export function Pager({
  label,
  noun,
  page,
  totalPages,
  totalDocs,
  hasNextPage,
  loading,
  onPage,
  pageSize,
}: {
  /** Names the navigation landmark: "<label> pages". */
  label: string;
  /** Singular and plural of what is counted. */
  noun: [string, string];
  page: number;
  totalPages: number;
  /** null while nothing is loaded yet. */
  totalDocs: number | null;
  hasNextPage: boolean;
  loading: boolean;
  onPage: (page: number) => void;
  /** Shows the rows of this page in the count and, with `choices`, lets the person pick the size. */
  pageSize?: PageSizeControl;
}) {
  const sizeId = React.useId();
  const shownPage = Math.min(page, totalPages);
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-muted-foreground tabular-nums" aria-live="polite" data-slot="row-count">
          <RowCount noun={noun} totalDocs={totalDocs} page={shownPage} pageSize={pageSize?.value} />
        </p>
        {pageSize && pageSize.choices.length > 1 ? (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="whitespace-nowrap text-muted-foreground">
              Rows per page
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
          Previous
        </Button>
        <span className="min-w-24 text-center tabular-nums" data-slot="page-status">
          Page {shownPage} of {totalPages}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={loading || !hasNextPage}
        >
          Next
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}

function RowCount({
  noun,
  totalDocs,
  page,
  pageSize,
}: {
  noun: [string, string];
  totalDocs: number | null;
  page: number;
  pageSize?: number;
}) {
  if (totalDocs === null) return "\u00a0";
  const total = `${totalDocs} ${totalDocs === 1 ? noun[0] : noun[1]}`;
  if (!pageSize || totalDocs === 0) return total;
  const first = Math.min((page - 1) * pageSize + 1, totalDocs);
  const last = Math.min(page * pageSize, totalDocs);
  // The total stays an element of its own, so "134 results" can still be found as a whole.
  return (
    <>
      {first}–{last} of <span>{total}</span>
    </>
  );
}

/**
 * The Pager of a list fetched with useList and driven by useListState: page, count and "Rows per page" (choices
 * around `defaultSize`).
 */
export function ListPager({
  label,
  noun = ["result", "results"],
  result: { data, loading },
  list: { state, setPage, setPageSize },
  defaultSize = PAGE_SIZE,
}: {
  label: string;
  noun?: [string, string];
  result: Pick<ListResult<unknown>, "data" | "loading">;
  list: Pick<ListStateApi, "state" | "setPage" | "setPageSize">;
  defaultSize?: number;
}) {
  return (
    <Pager
      label={label}
      noun={noun}
      page={state.page}
      totalPages={Math.max(data?.totalPages ?? 1, 1)}
      totalDocs={data ? data.totalDocs : null}
      hasNextPage={Boolean(data?.hasNextPage)}
      loading={loading}
      onPage={setPage}
      pageSize={{ value: state.pageSize, choices: pageSizeChoices(defaultSize), onChange: setPageSize }}
    />
  );
}
