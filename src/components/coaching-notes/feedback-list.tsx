"use client";

import { MessageSquareHeartIcon } from "lucide-react";
import * as React from "react";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { formatDate } from "@/components/management/display";
import { EmptyState, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
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
        label="Feedback"
        result={result}
        errorTitle="Could not load your feedback"
        skeleton={<ListSkeleton />}
        empty={
          <EmptyState icon={MessageSquareHeartIcon} title="No feedback yet">
            When your coach writes you feedback, it shows up here.
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
      <ListPager label="Feedback" noun={["feedback", "feedbacks"]} result={result} list={list} />
    </div>
  );
}

function FeedbackCard({ note }: { note: CoachingNoteDocument }) {
  const author = note.fromAI ? "AI coach" : (note.createdByName ?? "Your coach");
  return (
    <Card data-testid="feedback-card">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{noteTitle(note)}</h2>
        </CardTitle>
        <CardDescription>
          {author} · <time dateTime={note.createdAt}>{formatDate(note.createdAt)}</time>
          {note.toTeam && !note.toUser && note.toTeamName ? ` · To ${note.toTeamName}` : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="break-words whitespace-pre-wrap">{note.content}</p>
      </CardContent>
    </Card>
  );
}

function ListSkeleton() {
  return <RowsSkeleton label="Loading feedback" cards />;
}
