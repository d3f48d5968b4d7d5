"use client";

import { MessageSquareHeartIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { EmptyState, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFormat } from "@/i18n/format";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import { noteTitle } from "./note-labels";

/**
 * /dashboard/feedbacks: the feedback addressed to the athlete or their teams (POST /coaching-notes/paginate with
 * `filters.inbox`), newest first, as cards with title, content, coach and date; paged with the page in the URL.
 */
export function FeedbackList() {
  return (
    // useSearchParams needs a Suspense boundary when a page is rendered statically.
    <React.Suspense fallback={<ListSkeleton />}>
      <FeedbackListInner />
    </React.Suspense>
  );
}

function FeedbackListInner() {
  const t = useTranslations("coachingNotes.feedback");
  const list = useListState();
  const { state } = list;
  const query = React.useMemo(
    () => ({
      page: state.page,
      limit: state.pageSize,
      sortBy: "createdAt",
      sortOrder: "desc" as const,
      filters: { inbox: true },
    }),
    [state.page, state.pageSize],
  );
  const result = useList<CoachingNoteDocument>(coachingNotes.paginate.path, query);

  return (
    <div className="grid gap-4">
      <PagedItems
        label={t("label")}
        result={result}
        errorTitle={t("loadError")}
        skeleton={<ListSkeleton />}
        empty={
          <EmptyState icon={MessageSquareHeartIcon} title={t("emptyTitle")}>
            {t("emptyText")}
          </EmptyState>
        }
        className="grid gap-4"
      >
        {(note) => (
          <li key={note._id}>
            <FeedbackCard note={note} />
          </li>
        )}
      </PagedItems>
      <ListPager label={t("label")} count={(count) => t("count", { count })} result={result} list={list} />
    </div>
  );
}

function FeedbackCard({ note }: { note: CoachingNoteDocument }) {
  const t = useTranslations("coachingNotes");
  const format = useFormat();
  const author = note.fromAI ? t("aiCoach") : (note.createdByName ?? t("feedback.yourCoach"));
  const values = {
    author,
    date: format.date(note.createdAt),
    time: (chunks: React.ReactNode) => <time dateTime={note.createdAt}>{chunks}</time>,
  };
  return (
    <Card data-testid="feedback-card">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{noteTitle(note, t("untitled"))}</h2>
        </CardTitle>
        <CardDescription>
          {note.toTeam && !note.toUser && note.toTeamName
            ? t.rich("feedback.bylineToTeam", { ...values, team: note.toTeamName })
            : t.rich("feedback.byline", values)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="break-words whitespace-pre-wrap">{note.content}</p>
      </CardContent>
    </Card>
  );
}

function ListSkeleton() {
  const t = useTranslations("coachingNotes.feedback");
  return <RowsSkeleton label={t("loading")} cards />;
}
