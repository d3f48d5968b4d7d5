import type { Metadata } from "next";

import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";

export const metadata: Metadata = { title: "Team coaching notes" };

/** Coaches and admins (route access rule): the notes addressed to one team; the API narrows to what they may see. */
export default async function TeamCoachingNotesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <RecipientHeader
        kind="team"
        id={id}
        prefix="Coaching notes for"
        fallback="Team coaching notes"
        description="Observations, coach prompts and feedback for this team."
        newNote
      />
      <CoachingNotesTable
        canWrite
        filters={{ toTeam: id }}
        showRecipient={false}
        emptyText="No coaching notes for this team yet."
      />
    </div>
  );
}
