/**
 * The memory step's write (src/server/memory): facts the AI proposed land in the person's profile fields, each
 * field marked with where it came from (learnedFacts). The person's word wins: nothing is written while learning is
 * paused, a field they corrected is never overwritten, and an item they removed from a list never comes back
 * (fact-corrections.ts). Lists grow by new items only; one transaction, so two memory jobs of one person do not
 * lose each other's items.
 */
import type { Prisma } from "@/generated/prisma/client";
import type { MemoryField } from "@/lib/contracts/brief/values";
import { INJURY_VALUES } from "@/lib/contracts/users/schemas";
import { db } from "@/server/db";
import type { Correction } from "./fact-corrections";

export interface LearnedFactInput {
  field: MemoryField;
  value: string;
  detail: string;
  when: string;
  provenance: { source: "chat" | "journal"; sourceId: string; messageId: string | null; at: string };
}

export type LearnOutcome = { paused: true } | { paused: false; written: MemoryField[]; dropped: number };

const LIST_MAX = 12;
const SCALARS = ["preferredCommunicationTone", "preferredLearningStyle", "preferredFeedbackStyle"] as const;
const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

type Row = Prisma.UserDetailsGetPayload<object>;

/** What one fact changes on the row, or null when the person's word or the row already says it. */
function change(row: Row, fact: LearnedFactInput, corrected: Correction | undefined): Partial<Row> | null {
  const { field } = fact;
  const removed = new Set((corrected?.removed ?? []).map(norm));
  if ((SCALARS as readonly string[]).includes(field)) {
    if (corrected) return null;
    return { [field]: fact.value.slice(0, 2000) } as Partial<Row>;
  }
  if (field === "injuryStatus") {
    if (corrected || !(INJURY_VALUES as readonly string[]).includes(fact.value)) return null;
    return {
      injuryStatusValue: fact.value.replace("-", "_") as Row["injuryStatusValue"],
      injuryStatusDescription: fact.detail.slice(0, 2000) || null,
    };
  }
  if (field === "keyMotivators" || field === "stressTriggers") {
    const list = row[field];
    const item = fact.value.slice(0, 200);
    if (removed.has(norm(item)) || list.some((v) => norm(v) === norm(item)) || list.length >= LIST_MAX)
      return null;
    return { [field]: [...list, item] } as Partial<Row>;
  }
  // lifeEvents
  const events = Array.isArray(row.lifeEvents) ? (row.lifeEvents as { title: string }[]) : [];
  const title = fact.value.slice(0, 255);
  const removedTitles = [...removed].map((r) => {
    try {
      return norm(String(JSON.parse(r)[1] ?? ""));
    } catch {
      return r;
    }
  });
  if (removedTitles.includes(norm(title)) || events.some((e) => norm(e.title ?? "") === norm(title)))
    return null;
  if (events.length >= LIST_MAX) return null;
  return {
    lifeEvents: [...events, { title, description: fact.detail.slice(0, 2000), when: fact.when.slice(0, 64) }],
  } as Partial<Row>;
}

export async function applyLearnedFacts(userId: string, facts: LearnedFactInput[]): Promise<LearnOutcome> {
  return db.$transaction(async (tx) => {
    // Locks the row: a correction or another memory job waits for this one.
    await tx.$executeRaw`insert into "UserDetails" (id, "userId", "updatedAt") values (object_id(), ${userId}, now())
                         on conflict ("userId") do nothing`;
    const [{ id }] = await tx.$queryRaw<
      { id: string }[]
    >`select id from "UserDetails" where "userId" = ${userId} for update`;
    let row = await tx.userDetails.findUniqueOrThrow({ where: { id } });
    if (row.learningPaused) return { paused: true } as const;
    const corrected = (row.correctedFacts ?? {}) as unknown as Record<string, Correction>;
    const learned = { ...((row.learnedFacts ?? {}) as Record<string, unknown>) };
    const written: MemoryField[] = [];
    let dropped = 0;
    for (const fact of facts) {
      const next = change(row, fact, corrected[fact.field]);
      if (!next) {
        dropped++;
        continue;
      }
      row = { ...row, ...next };
      learned[fact.field] = fact.provenance;
      if (!written.includes(fact.field)) written.push(fact.field);
    }
    if (written.length > 0) {
      const data = Object.fromEntries(
        [
          ...new Set(
            written.flatMap((f) =>
              f === "injuryStatus" ? ["injuryStatusValue", "injuryStatusDescription"] : [f],
            ),
          ),
        ].map((key) => [key, (row as Record<string, unknown>)[key]]),
      );
      await tx.userDetails.update({
        where: { id },
        data: { ...data, learnedFacts: learned as Prisma.InputJsonValue } as Prisma.UserDetailsUpdateInput,
      });
    }
    return { paused: false, written, dropped } as const;
  });
}
