/**
 * Two annotations about the demo athlete, one by the coach and one by the athlete, so the annotations page
 * has something to show on a fresh install. Idempotent: an annotation with the same author and text is not
 * written twice.
 */
import { db } from "@/server/db";

export async function seedDemoAnnotations(
  organizationId: string,
  athleteId: string,
  coachId: string,
): Promise<void> {
  const notes = [
    {
      authorId: coachId,
      content: "Responds well to short, specific cues before a race. Check sleep after travel.",
    },
    { authorId: athleteId, content: "Working on staying calm in the last 50 m of the 200 m." },
  ];
  for (const note of notes) {
    const existing = await db.userAnnotation.findFirst({
      where: { userId: athleteId, organizationId, authorId: note.authorId, content: note.content },
      select: { id: true },
    });
    if (!existing) await db.userAnnotation.create({ data: { ...note, userId: athleteId, organizationId } });
  }
}
