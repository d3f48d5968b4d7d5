/**
 * The AI's drafts for a coach, stored as coaching notes with fromAI and no approval: an observation (and, when an
 * area fell, a coach-prompt, not enabled), addressed to the athlete in their organisation, naming their sources.
 * They wait in the coaches' "Drafts to review" queue; a draft already waiting for the same source is replaced, so a
 * re-assessed chat does not pile up drafts.
 */
import type { Prisma } from "@/generated/prisma/client";
import { COACHING_NOTE_LIMITS } from "@/lib/constants";
import { db } from "@/server/db";

export interface DraftSource {
  kind: "chat" | "journal";
  id: string;
  title: string;
  at: string;
}

export interface DraftNotes {
  userId: string;
  organizationId: string | null;
  observation: { title: string; content: string };
  prompt: { title: string; content: string } | null;
  sources: DraftSource[];
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function createDraftNotes(drafts: DraftNotes): Promise<string[]> {
  const sources = drafts.sources as unknown as Prisma.InputJsonValue;
  const base = {
    fromAI: true,
    toUserId: drafts.userId,
    toOrganizationId: drafts.organizationId,
    sources,
  };
  const notes = [
    { type: "observation" as const, ...drafts.observation },
    ...(drafts.prompt ? [{ type: "coach_prompt" as const, ...drafts.prompt }] : []),
  ];
  return db.$transaction(async (tx) => {
    const [first] = drafts.sources;
    if (first)
      await tx.coachingNote.deleteMany({
        where: {
          toUserId: drafts.userId,
          fromAI: true,
          approvedAt: null,
          sources: { array_contains: [{ id: first.id }] },
        },
      });
    const ids: string[] = [];
    for (const note of notes) {
      const row = await tx.coachingNote.create({
        data: {
          ...base,
          type: note.type,
          title: clip(note.title, COACHING_NOTE_LIMITS.title),
          content: clip(note.content, COACHING_NOTE_LIMITS.content),
          promptEnabled: false,
        },
        select: { id: true },
      });
      ids.push(row.id);
    }
    return ids;
  });
}
