"use client";

import { MessageSquareHeartIcon } from "lucide-react";
import * as React from "react";
import { pageSizeChoices } from "@/components/data-table/list-params";
import { Pager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { formatDate } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { coachingNotes } from "@/lib/api/endpoints/coaching-notes";
import { PAGE_SIZE } from "@/lib/constants";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes";
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
  const { state, setPage, setPageSize } = useListState();
  const query = React.useMemo(
    () => ({
      page: state.page,
      limit: 10,
      sortBy: "createdAt",
      sortOrder: "desc" as const,
      filters: { inbox: true },
    }),
    [state.page],
  );
  const { data, loading, error, reload } = useList<CoachingNoteDocument>(coachingNotes.paginate.path, query);
  const docs = data?.docs ?? [];

  return (
    <div className="grid gap-4">
      {error ? (
        <LoadError error={error} onRetry={reload} title="Could not load your feedback" />
      ) : loading && !data ? (
        <ListSkeleton />
      ) : docs.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <MessageSquareHeartIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">No feedback yet</p>
          <p className="text-sm text-muted-foreground">
            When your coach writes you feedback, it shows up here.
          </p>
        </div>
      ) : (
        <ul aria-label="Feedback" aria-busy={loading || undefined} className="grid gap-4">
          {docs.map((note) => (
            <li key={note._id}>
              <FeedbackCard note={note} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Feedback"
        noun={["feedback", "feedbacks"]}
        page={state.page}
        totalPages={Math.max(data?.totalPages ?? 1, 1)}
        totalDocs={data ? data.totalDocs : null}
        hasNextPage={Boolean(data?.hasNextPage)}
        loading={loading}
        onPage={setPage}
        pageSize={{ value: state.pageSize, choices: pageSizeChoices(PAGE_SIZE), onChange: setPageSize }}
      />
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
  return (
    <div className="grid gap-4" role="status" aria-busy aria-label="Loading feedback">
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
        <div key={i} className="grid gap-2 rounded-lg border p-6">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
