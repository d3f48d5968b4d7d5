import type { Metadata } from "next";

import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";

export const metadata: Metadata = { title: "Athlete coaching notes" };

/** Coaches and admins (route access rule): the notes addressed to one user; the API narrows to what they may see. */
export default async function UserCoachingNotesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <RecipientHeader
        kind="user"
        id={id}
        prefix="Coaching notes for"
        fallback="Athlete coaching notes"
        description="Observations, coach prompts and feedback for this athlete."
        newNote
      />
      <CoachingNotesTable
        canWrite
        filters={{ toUser: id }}
        showRecipient={false}
        emptyText="No coaching notes for this athlete yet."
      />
    </div>
  );
}
