"use client";

import { ShieldCheckIcon } from "lucide-react";
import Link from "next/link";
import * as React from "react";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { formatDateTime } from "@/components/management/display";
import { EmptyState, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Button } from "@/components/ui/button";
import { safeguarding } from "@/lib/api/browser-endpoints";
import type { CaseDocument } from "@/lib/contracts/safeguarding/schemas";
import { CASE_SOURCE_LABELS, CONCERN_KIND_LABELS } from "@/lib/contracts/safeguarding/values";
import { PAGES } from "@/lib/routes";
import { SeverityBadge, StatusBadge } from "./case-badges";

type State = "open" | "resolved";

/**
 * /dashboard/safeguarding: the cases the caller leads (POST /safeguarding/cases/paginate), open ones first (the
 * default tab), newest first; each row names the athlete, the kind, the severity and where it was said, never the
 * words (those are on the case).
 */
export function CaseList() {
  return (
    <React.Suspense fallback={<RowsSkeleton label="Loading cases" />}>
      <CaseListInner />
    </React.Suspense>
  );
}

function CaseListInner() {
  const list = useListState();
  const [state, setState] = React.useState<State>("open");
  const query = React.useMemo(
    () => ({ page: list.state.page, limit: list.state.pageSize, filters: { state } }),
    [list.state.page, list.state.pageSize, state],
  );
  const result = useList<CaseDocument>(safeguarding.paginate.path, query);
  return (
    <div className="grid gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">Show</legend>
        {(["open", "resolved"] as const).map((value) => (
          <Button
            key={value}
            variant={state === value ? "default" : "outline"}
            size="sm"
            aria-pressed={state === value}
            onClick={() => {
              setState(value);
              list.setPage(1);
            }}
          >
            {value === "open" ? "Open" : "Resolved"}
          </Button>
        ))}
      </fieldset>
      <PagedItems
        label={state === "open" ? "Open cases" : "Resolved cases"}
        result={result}
        errorTitle="Could not load the cases"
        skeleton={<RowsSkeleton label="Loading cases" />}
        empty={
          <EmptyState icon={ShieldCheckIcon} title={state === "open" ? "No open cases" : "No resolved cases"}>
            {state === "open"
              ? "When something an athlete writes or says raises a concern, its case shows up here and you are notified."
              : "Cases you resolve are kept here, with their outcome and record."}
          </EmptyState>
        }
      >
        {(item) => (
          <li key={item._id}>
            <CaseRow item={item} />
          </li>
        )}
      </PagedItems>
      <ListPager label="Cases" noun={["case", "cases"]} result={result} list={list} />
    </div>
  );
}

function CaseRow({ item }: { item: CaseDocument }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" data-testid="case-row">
      <div className="grid min-w-0 flex-1 gap-1">
        <Link href={PAGES.safeguarding.view(item._id)} className="font-medium hover:underline">
          {item.athleteName}: {CONCERN_KIND_LABELS[item.kind]}
        </Link>
        <p className="text-sm text-muted-foreground">
          {CASE_SOURCE_LABELS[item.source]} ·{" "}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {item.assigneeName ? ` · With ${item.assigneeName}` : null}
        </p>
      </div>
      <div className="flex gap-2">
        <SeverityBadge severity={item.severity} />
        <StatusBadge status={item.status} />
      </div>
    </div>
  );
}
