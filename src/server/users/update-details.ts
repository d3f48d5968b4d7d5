import { Prisma } from "@/generated/prisma/client";
import {
  ARCHETYPE_FIELDS,
  type ArchetypeField,
  DECISION_STYLE_TOPICS,
  PERSONALITY_TOPICS,
  type TopicField,
  type UpdateDetailsInput,
} from "@/lib/contracts/users/schemas";
import { type DbTransaction, db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { detailsData, detailsDocument } from "./details-document";
import { applyCorrections, type Correction, LEARNABLE_FIELDS } from "./fact-corrections";

type Trait = NonNullable<UpdateDetailsInput["personalityTraits"]>[number];
type Archetype = NonNullable<UpdateDetailsInput["innerPhilosopher"]>;
// Type aliases, not interfaces: Prisma's JSON input type needs the implicit index signature.
type Dates = { createdAt: string; updatedAt: string };
type StoredTrait = Trait & Dates;
type StoredArchetype = Archetype & Dates;

const TOPICS: readonly TopicField[] = [...DECISION_STYLE_TOPICS, ...PERSONALITY_TOPICS];
const DATED_FIELDS = ["personalityTraits", ...TOPICS, ...ARCHETYPE_FIELDS] as const;

function asObject<T>(value: unknown): T | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as T) : null;
}

/**
 * Trait assessments carry their dates (§3). The form sends the list whole, without dates, so a trait keeps
 * the dates it had under the same title, and `updatedAt` moves only when its description changed.
 */
function datedTraits(traits: Trait[], previous: unknown, now: string): StoredTrait[] {
  const before = new Map(
    (Array.isArray(previous) ? (previous as StoredTrait[]) : []).map((t) => [t.title, t] as const),
  );
  return traits.map((trait) => {
    const old = before.get(trait.title);
    if (!old) return { ...trait, createdAt: now, updatedAt: now };
    return {
      ...trait,
      createdAt: old.createdAt,
      updatedAt: old.description === trait.description ? old.updatedAt : now,
    };
  });
}

/**
 * One dated object (a topic or an archetype): it keeps its `createdAt` while it exists, and `updatedAt` moves
 * only when one of its written fields changed. Answers whether anything changed, for archetypeUpdatedAt.
 */
function datedObject<T extends Record<string, string>>(
  value: T | null,
  previous: unknown,
  now: string,
): { stored: (T & Dates) | null; changed: boolean } {
  const old = asObject<T & Dates>(previous);
  if (value === null) return { stored: null, changed: old !== null };
  if (!old) return { stored: { ...value, createdAt: now, updatedAt: now }, changed: true };
  const changed = Object.keys(value).some((key) => old[key] !== value[key]);
  return {
    stored: { ...value, createdAt: old.createdAt ?? now, updatedAt: changed ? now : (old.updatedAt ?? now) },
    changed,
  };
}

const jsonOrNull = (value: object | null) => value ?? Prisma.DbNull;

/** The provenance and correction columns after the person edits fields the AI may write (fact-corrections.ts). */
async function correctionsOf(tx: DbTransaction, userId: string, input: UpdateDetailsInput) {
  const sent = LEARNABLE_FIELDS.filter((field) => (input as Record<string, unknown>)[field] !== undefined);
  if (sent.length === 0) return {};
  const stored = await tx.userDetails.findUnique({ where: { userId } });
  if (!stored) return {};
  const next = applyCorrections(
    detailsDocument(stored) as unknown as Record<string, unknown>,
    input as Record<string, unknown>,
    {
      learned: (stored.learnedFacts ?? {}) as Record<string, unknown>,
      corrected: (stored.correctedFacts ?? {}) as unknown as Record<string, Correction>,
    },
    new Date().toISOString(),
  );
  return next ? { learnedFacts: next.learned, correctedFacts: next.corrected } : {};
}

/**
 * PUT /users/details: the caller's own profile, created on first save. Only the fields sent are changed.
 * Dates inside trait assessments and the inner philosopher/hero are the service's; archetypeUpdatedAt moves
 * when either archetype changed. `filledIntakeForm: true` is the intake form's "done": it sets the flag on
 * the user, which the route guard's step 4 reads, in the same transaction as the answers.
 */
export async function updateDetails(ctx: RequestContext, input: UpdateDetailsInput) {
  const userId = ctx.user._id;
  const { filledIntakeForm, personalityTraits, ...rest } = input;
  const fields = { ...rest };
  for (const key of [...TOPICS, ...ARCHETYPE_FIELDS]) delete fields[key];
  const data: Record<string, unknown> = { ...detailsData(fields) };

  const sent = DATED_FIELDS.filter((key) => input[key] !== undefined);
  if (sent.length > 0) {
    const stored = await db.userDetails.findUnique({
      where: { userId },
      select: Object.fromEntries(sent.map((key) => [key, true])),
    });
    const before = (stored ?? {}) as Record<string, unknown>;
    const now = new Date().toISOString();
    if (personalityTraits)
      data.personalityTraits = datedTraits(personalityTraits, before.personalityTraits, now);
    for (const key of TOPICS) {
      const value = input[key];
      if (value === undefined) continue;
      data[key] = jsonOrNull(datedObject(value, before[key], now).stored);
    }
    let archetypeChanged = false;
    for (const key of ARCHETYPE_FIELDS as readonly ArchetypeField[]) {
      const value = input[key];
      if (value === undefined) continue;
      const { stored: next, changed } = datedObject<Archetype>(value, before[key], now);
      data[key] = jsonOrNull(next as StoredArchetype | null);
      archetypeChanged ||= changed;
    }
    if (archetypeChanged) data.archetypeUpdatedAt = new Date(now);
  }

  const row = await db.$transaction(async (tx) => {
    Object.assign(data, await correctionsOf(tx, userId, input));
    const details = await tx.userDetails.upsert({
      where: { userId },
      create: { ...(data as Prisma.UserDetailsUncheckedCreateInput), userId },
      update: data as Prisma.UserDetailsUncheckedUpdateInput,
    });
    if (filledIntakeForm) await tx.user.update({ where: { id: userId }, data: { filledIntakeForm: true } });
    return details;
  });
  return detailsDocument(row);
}
