"use client";

import { NotebookPenIcon } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import { SearchBox } from "@/components/data-table/data-table";
import { pageSizeChoices } from "@/components/data-table/list-params";
import { Pager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { DeleteButton } from "@/components/management/confirm-delete";
import { formatDay } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { EditLink } from "@/components/management/row-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { pathOf } from "@/lib/api/call";
import { journals } from "@/lib/api/endpoints/journals";
import { PAGE_SIZE } from "@/lib/constants";
import type { JournalDocument } from "@/lib/contracts/journals";
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
  const { state, setPage, setPageSize, setSearch, setFilter } = list;
  const drafts = state.filters.drafts === "1";
  const query = React.useMemo(
    // The URL holds "1"; the API's filter is a boolean.
    () => ({ ...list.query, filters: drafts ? { draft: true } : {} }),
    [list.query, drafts],
  );
  const { data, loading, error, reload } = useList<JournalDocument>(journals.paginate.path, query);
  const docs = data?.docs ?? [];
  const totalPages = Math.max(data?.totalPages ?? 1, 1);
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

      {error ? (
        <LoadError error={error} onRetry={reload} title="Could not load your journal" />
      ) : loading && !data ? (
        <ListSkeleton />
      ) : docs.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <NotebookPenIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            {filtered
              ? "No journal entries match."
              : "Your journal is empty. Writing regularly helps you see your progress."}
          </p>
          {filtered ? null : (
            <Button asChild size="sm">
              <Link href={PAGES.journals.create}>Write your first entry</Link>
            </Button>
          )}
        </div>
      ) : (
        <ul
          aria-label="Journal entries"
          aria-busy={loading || undefined}
          className="divide-y rounded-lg border"
        >
          {docs.map((entry) => (
            <JournalRow key={entry._id} entry={entry} onDeleted={reload} />
          ))}
        </ul>
      )}

      <Pager
        label="Journal entries"
        noun={["entry", "entries"]}
        page={state.page}
        totalPages={totalPages}
        totalDocs={data ? data.totalDocs : null}
        hasNextPage={Boolean(data?.hasNextPage)}
        loading={loading}
        onPage={setPage}
        pageSize={{ value: state.pageSize, choices: pageSizeChoices(PAGE_SIZE), onChange: setPageSize }}
      />
    </div>
  );
}

function JournalRow({ entry, onDeleted }: { entry: JournalDocument; onDeleted: () => void }) {
  const summary = excerpt(entry.text);
  return (
    <li className="flex items-start gap-3 p-3 hover:bg-muted/30" data-testid="journal-row">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link href={PAGES.journals.edit(entry._id)} className="truncate font-medium hover:underline">
            {entry.title}
          </Link>
          {entry.draft ? <Badge variant="secondary">Draft</Badge> : null}
          {entry.assessed ? (
            <Badge variant="success">Assessed</Badge>
          ) : entry.shouldAssess && !entry.draft ? (
            <Badge variant="outline">Awaiting assessment</Badge>
          ) : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {[entry.number ? `#${entry.number}` : null, formatDay(entry.date)].filter(Boolean).join(" · ")}
        </p>
        {summary ? <p className="truncate text-sm text-muted-foreground">{summary}</p> : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <EditLink href={PAGES.journals.edit(entry._id)} name={entry.title} />
        <DeleteButton
          compact
          path={pathOf(journals.remove, { params: { id: entry._id } })}
          label="Journal"
          name={entry.title}
          onDeleted={onDeleted}
        />
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div
      className="grid gap-3 rounded-lg border p-4"
      role="status"
      aria-busy
      aria-label="Loading journal entries"
    >
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-3 w-80 max-w-full" />
        </div>
      ))}
    </div>
  );
}
