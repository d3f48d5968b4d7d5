import type { Metadata } from "next";

import { CoachingNoteView } from "@/components/coaching-notes/note-view";
import { isNotAthlete } from "@/components/management/display";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Coaching note" };

/** Anyone may open it (the API answers only what they may read); coaches and admins may edit and delete. */
export default async function ViewCoachingNotePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return (
    <CoachingNoteView
      id={id}
      canWrite={isNotAthlete(viewer)}
      back={{ href: PAGES.coachingNotes.list, label: "Coaching notes" }}
    />
  );
}
