"use client";

import { NotebookPenIcon } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import { SearchBox } from "@/components/data-table/data-table";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { formatDay } from "@/components/management/display";
import { RecordActions } from "@/components/management/record-actions";
import { EmptyState, ListRow, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { journals } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import type { JournalDocument } from "@/lib/contracts/journals/schemas";
import { PAGES } from "@/lib/routes";
import { excerpt } from "./journal-format";

const FILTER_KEYS = ["drafts"] as const;

/**
 * The caller's journal entries (POST /journals/paginate), newest date first: search over title and text, a
 * Drafts toggle (in the URL like the tables' filters), draft/assessed badges, edit and delete, and paging.
 */
export function JournalList() {
  return (
    // useSearchParams needs a Suspense boundary when a page is rendered statically.
    <React.Suspense fallback={<ListSkeleton />}>
      <JournalListInner />
    </React.Suspense>
  );
}

function JournalListInner() {
  const list = useListState({ filterKeys: FILTER_KEYS });
  const { state, setSearch, setFilter } = list;
  const drafts = state.filters.drafts === "1";
  const query = React.useMemo(
    // The URL holds "1"; the API's filter is a boolean.
    () => ({ ...list.query, filters: drafts ? { draft: true } : {} }),
    [list.query, drafts],
  );
  const result = useList<JournalDocument>(journals.paginate.path, query);
  const filtered = Boolean(state.search) || drafts;

  return (
    // grid-cols-1 (minmax(0, 1fr)): no row may widen the page past a phone's screen.
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          placeholder="Search journals…"
          label="Journals"
          value={state.search}
          onCommit={setSearch}
        />
        <Button
          variant={drafts ? "secondary" : "outline"}
          size="sm"
          aria-pressed={drafts}
          onClick={() => setFilter("drafts", drafts ? "" : "1")}
        >
          Drafts only
        </Button>
      </div>

      <PagedItems
        label="Journal entries"
        result={result}
        errorTitle="Could not load your journal"
        skeleton={<ListSkeleton />}
        empty={
          <EmptyState
            icon={NotebookPenIcon}
            action={
              filtered ? null : (
                <Button asChild size="sm">
                  <Link href={PAGES.journals.create}>Write your first entry</Link>
                </Button>
              )
            }
          >
            {filtered
              ? "No journal entries match."
              : "Your journal is empty. Writing regularly helps you see your progress."}
          </EmptyState>
        }
      >
        {(entry) => <JournalRow key={entry._id} entry={entry} onDeleted={result.reload} />}
      </PagedItems>

      <ListPager label="Journal entries" noun={["entry", "entries"]} result={result} list={list} />
    </div>
  );
}

function JournalRow({ entry, onDeleted }: { entry: JournalDocument; onDeleted: () => void }) {
  return (
    <ListRow
      testId="journal-row"
      href={PAGES.journals.edit(entry._id)}
      title={entry.title}
      badges={
        <>
          {entry.draft ? <Badge variant="secondary">Draft</Badge> : null}
          {entry.assessed ? (
            <Badge variant="success">Assessed</Badge>
          ) : entry.shouldAssess && !entry.draft ? (
            <Badge variant="outline">Awaiting assessment</Badge>
          ) : null}
        </>
      }
      details={[entry.number ? `#${entry.number}` : null, formatDay(entry.date)].filter(Boolean).join(" · ")}
      summary={excerpt(entry.text)}
      actions={
        <RecordActions
          name={entry.title}
          edit={PAGES.journals.edit(entry._id)}
          remove={{
            path: pathOf(journals.remove, { params: { id: entry._id } }),
            label: "Journal",
            onDeleted,
          }}
        />
      }
    />
  );
}

function ListSkeleton() {
  return <RowsSkeleton label="Loading journal entries" />;
}
