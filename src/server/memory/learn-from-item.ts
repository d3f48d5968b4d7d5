/**
 * The memory step, after a chat or a journal entry was assessed: the model proposes durable facts (memory-model.ts),
 * each is traced to the message it came from, and the users domain writes what the person's word allows
 * (apply-learned-facts.ts). Nothing is read or proposed while the person paused learning, or from a source they
 * keep out of the AI (a journal entry with journals switched off, a chat with chats switched off). Then, after a
 * chat, the routine assessment runs when it is due (routine-assessment.ts).
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import { chatForAssessment } from "@/server/chats/assessment/chat-for-assessment";
import { journalForAssessment } from "@/server/journals/journal-for-assessment";
import { screenOffline } from "@/server/safeguarding/screen";
import { recordItemUsage } from "@/server/usage/record-usage";
import { applyLearnedFacts, type LearnOutcome } from "@/server/users/apply-learned-facts";
import { memoryStateOf } from "@/server/users/memory-state";
import { proposeFacts } from "./memory-model";
import { runRoutineIfDue } from "./routine-assessment";

const TEXT_MAX = 40_000;

const raisesConcern = (text: string) => screenOffline(text).concerns.length > 0;

interface Item {
  userId: string;
  organizationId: string | null;
  text: string;
  personText: string;
  /** The person's messages, to trace a fact to the one it came from (journals: none). */
  messages: { id: string; content: string }[];
  at: Date;
}

async function readItem(kind: AssessedKind, id: string): Promise<Item> {
  if (kind === "journal") {
    const j = await journalForAssessment(id);
    const text = `Journal entry “${j.title}”:\n${j.text}`;
    return {
      userId: j.userId,
      organizationId: j.organizationId,
      text,
      personText: `${j.title}.\n${j.text}`,
      messages: [],
      at: j.date,
    };
  }
  const chat = await chatForAssessment(id);
  // Words that raised a safeguarding concern are the case's (safeguarding/), never a fact to remember: left out.
  const spoken = chat.messages.filter((m) => m.content.trim() !== "" && !raisesConcern(m.content));
  const mine = spoken.filter((m) => m.role === "user");
  return {
    userId: chat.createdById as string,
    organizationId: chat.organizationId,
    text: spoken
      .map((m) => `${m.role === "user" ? "Athlete" : "Coach"}: ${m.content}`)
      .join("\n")
      .slice(-TEXT_MAX),
    personText: mine.map((m) => m.content).join("\n"),
    messages: mine.map((m) => ({ id: m.id, content: m.content })),
    at: chat.lastMessageAt ?? chat.updatedAt,
  };
}

export type MemoryResult = LearnOutcome | { skipped: "source-off" | "safeguarding" };

export async function learnFromItem(kind: AssessedKind, id: string): Promise<MemoryResult> {
  const item = await readItem(kind, id);
  const state = await memoryStateOf(item.userId);
  if (state.learningPaused) return { paused: true };
  if (state.sourcesOff.includes(kind === "journal" ? "journals" : "chats")) return { skipped: "source-off" };
  if (kind === "journal" && raisesConcern(item.personText)) return { skipped: "safeguarding" };
  const result = await proposeFacts({ text: item.text, personText: item.personText });
  await recordItemUsage(result, { kind, id, userId: item.userId, organizationId: item.organizationId });
  const at = new Date().toISOString();
  const outcome = await applyLearnedFacts(
    item.userId,
    result.value.facts.map((fact) => ({
      ...fact,
      provenance: {
        source: kind,
        sourceId: id,
        messageId:
          item.messages.find((m) => fact.quote.trim() && m.content.includes(fact.quote.trim()))?.id ?? null,
        at,
      },
    })),
  );
  if (kind === "chat" && item.organizationId) await runRoutineIfDue(item.userId, item.organizationId);
  return outcome;
}
