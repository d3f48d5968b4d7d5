"use client";

import { NotebookPenIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { SearchBox } from "@/components/data-table/data-table";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { RecordActions } from "@/components/management/record-actions";
import { EmptyState, ListRow, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/i18n/format";
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
  const t = useTranslations("journals.list");
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
          placeholder={t("search")}
          label={t("searchLabel")}
          value={state.search}
          onCommit={setSearch}
        />
        <Button
          variant={drafts ? "secondary" : "outline"}
          size="sm"
          aria-pressed={drafts}
          onClick={() => setFilter("drafts", drafts ? "" : "1")}
        >
          {t("draftsOnly")}
        </Button>
      </div>

      <PagedItems
        label={t("label")}
        result={result}
        errorTitle={t("loadError")}
        skeleton={<ListSkeleton />}
        empty={
          <EmptyState
            icon={NotebookPenIcon}
            action={
              filtered ? null : (
                <Button asChild size="sm">
                  <Link href={PAGES.journals.create}>{t("writeFirst")}</Link>
                </Button>
              )
            }
          >
            {filtered ? t("noMatch") : t("empty")}
          </EmptyState>
        }
      >
        {(entry) => <JournalRow key={entry._id} entry={entry} onDeleted={result.reload} />}
      </PagedItems>

      <ListPager label={t("label")} noun={[t("nounOne"), t("nounOther")]} result={result} list={list} />
    </div>
  );
}

function JournalRow({ entry, onDeleted }: { entry: JournalDocument; onDeleted: () => void }) {
  const t = useTranslations("journals.list");
  const format = useFormat();
  return (
    <ListRow
      testId="journal-row"
      href={PAGES.journals.edit(entry._id)}
      title={entry.title}
      badges={
        <>
          {entry.draft ? <Badge variant="secondary">{t("draft")}</Badge> : null}
          {entry.assessed ? (
            <Badge variant="success">{t("assessed")}</Badge>
          ) : entry.shouldAssess && !entry.draft ? (
            <Badge variant="outline">{t("awaiting")}</Badge>
          ) : null}
        </>
      }
      details={[entry.number ? `#${entry.number}` : null, format.day(entry.date)].filter(Boolean).join(" · ")}
      summary={excerpt(entry.text)}
      actions={
        <RecordActions
          name={entry.title}
          edit={PAGES.journals.edit(entry._id)}
          remove={{
            path: pathOf(journals.remove, { params: { id: entry._id } }),
            label: t("entity"),
            onDeleted,
          }}
        />
      }
    />
  );
}

function ListSkeleton() {
  const t = useTranslations("journals.list");
  return <RowsSkeleton label={t("loading")} />;
}
