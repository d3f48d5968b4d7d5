import { db } from "@/server/db";

/** What assessing a journal entry reads of it: the text sent to the model, its date and whose it is. */
export interface JournalForAssessment {
  id: string;
  title: string;
  text: string;
  date: Date;
  userId: string;
  organizationId: string | null;
}

/** Journal entry `id` as the assessments domain assesses it (throws when there is no such entry). */
export function journalForAssessment(id: string): Promise<JournalForAssessment> {
  return db.journalEntry.findUniqueOrThrow({
    where: { id },
    select: { id: true, title: true, text: true, date: true, userId: true, organizationId: true },
  });
}
