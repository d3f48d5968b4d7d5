/**
 * After an assessment, the AI drafts what a coach would write (draft-model.ts) from the athlete's own words in the
 * assessed chat or journal entry, citing it, and stores the drafts for review (coaching-notes/create-drafts.ts).
 * Words that raise a safeguarding concern are left to the case (safeguarding/): no draft quotes them.
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import { chatForAssessment } from "@/server/chats/assessment/chat-for-assessment";
import { createDraftNotes, type DraftSource } from "@/server/coaching-notes/create-drafts";
import { journalForAssessment } from "@/server/journals/journal-for-assessment";
import { screenOffline } from "@/server/safeguarding/screen";
import { recordItemUsage } from "@/server/usage/record-usage";
import { firstNameOf } from "@/server/users/first-name";
import { draftWithModel } from "./draft-model";
import type { FallenArea } from "./draft-queue";

interface Item {
  userId: string;
  organizationId: string | null;
  words: string;
  source: DraftSource;
}

async function readItem(kind: AssessedKind, id: string): Promise<Item> {
  if (kind === "journal") {
    const j = await journalForAssessment(id);
    const source = { kind, id, title: j.title, at: j.date.toISOString() };
    return { userId: j.userId, organizationId: j.organizationId, words: j.text, source };
  }
  const chat = await chatForAssessment(id);
  const words = chat.messages
    .filter((m) => m.role === "user" && m.content.trim() !== "")
    .map((m) => m.content)
    .join("\n");
  const at = (chat.lastMessageAt ?? chat.updatedAt).toISOString();
  const source = { kind, id, title: chat.title?.trim() || "Untitled chat", at };
  return { userId: chat.createdById as string, organizationId: chat.organizationId, words, source };
}

export type DraftOutcome = { drafted: string[] } | { skipped: "no-words" | "safeguarding" };

export async function draftForItem(
  kind: AssessedKind,
  id: string,
  falls: FallenArea[],
): Promise<DraftOutcome> {
  const item = await readItem(kind, id);
  if (item.words.trim() === "") return { skipped: "no-words" };
  if (screenOffline(item.words).concerns.length > 0) return { skipped: "safeguarding" };
  const result = await draftWithModel({
    name: (await firstNameOf(item.userId)) || "The athlete",
    source: { kind, title: item.source.title },
    words: item.words,
    falls,
    model: null,
  });
  await recordItemUsage(result, { kind, id, userId: item.userId, organizationId: item.organizationId });
  const drafted = await createDraftNotes({
    userId: item.userId,
    organizationId: item.organizationId,
    observation: result.value.observation,
    prompt: falls.length > 0 ? result.value.prompt : null,
    sources: [item.source],
  });
  return { drafted };
}
