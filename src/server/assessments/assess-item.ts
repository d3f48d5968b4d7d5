/**
 * Assessing one journal entry or chat, exactly once:
 * 1. claim: `UPDATE … SET assessed = true, assessedAt = NULL, updatedAt = <now> WHERE id = … AND assessed = false
 *    RETURNING updatedAt` — of two runs that reach the same item only one gets the row; the other skips it. A
 *    claimed item has assessed = true and assessedAt NULL until it is finished; the returned updatedAt is the
 *    claim's token. A claim left for CLAIM_TIMEOUT_MINUTES (the process died) counts as due again.
 * 2. the model call (outside any transaction);
 * 3. one transaction: the 12 AssessmentValues (with the user's teams and the item's organisation), the goal notes
 *    (recordGoalProgress, fromJournalId / fromChatId), for chats the areasToFocus, and assessedAt = now() — only if
 *    the claim still holds (same token: a journal edited meanwhile, or a claim taken over, is not finished);
 * 4. usage: the model call's tokens (ChatUsage) and the journalAssessed / chatAssessed usage statistics.
 * Any failure after the claim un-claims the item (assessed = false, if the claim still holds), so the next attempt
 * or run assesses it.
 * Runs as a job (assessment-job.ts): a retry of a job whose process died may take over its claim as soon as the
 * job expired, since that claim can only be the dead attempt's.
 */

import type { AreaToFocus, AssessedKind } from "@/lib/contracts/assessments/schemas";
import { rangeComparison, sectionOf } from "@/lib/contracts/assessments/schemas";
import { resolveCompletionParams } from "@/server/ai/completion-params";
import {
  claimChatAssessment,
  finishChatAssessment,
  unclaimChatAssessment,
} from "@/server/chats/assessment/assessment-claim";
import { chatForAssessment } from "@/server/chats/assessment/chat-for-assessment";
import { summarizeInto } from "@/server/chats/lifecycle/summarize-into";
import { enqueueCoachDrafts } from "@/server/coach-drafts/draft-queue";
import { type DbTransaction, db } from "@/server/db";
import { notifyGoalCompleted } from "@/server/goals/announce-goal-completed";
import { publishGoalChange } from "@/server/goals/goal-events";
import { goalsInProgress } from "@/server/goals/goals-in-progress";
import { recordGoalProgress } from "@/server/goals/record-goal-progress";
import {
  claimJournalAssessment,
  finishJournalAssessment,
  unclaimJournalAssessment,
} from "@/server/journals/assessment-claim";
import { journalForAssessment } from "@/server/journals/journal-for-assessment";
import { RAW_LINKS } from "@/server/links";
import { describeError, log } from "@/server/log";
import { enqueueMemory } from "@/server/memory/memory-queue";
import { notifyAssessmentReady } from "@/server/notifications/announce";
import { organizationChatConfig } from "@/server/organizations/organization-chat-config";
import { recordUsage } from "@/server/usage/record-usage";
import { recordUsageEvent } from "@/server/usage/record-usage-event";
import { userTeams } from "@/server/users/user-teams";
import { areaFalls } from "./area-falls";
import { type Assessment, type AssessmentGoal, assessWithModel } from "./assessment-model";
import type { DueItem } from "./due-items";
import { teamMedians } from "./team-median";

const VT = RAW_LINKS.assessmentValueToTeam;

/** Text sent to the model is capped (the latest part of a long chat is kept). */
export const CONTENT_MAX = 60_000;
/** Goals offered to the model. */
const GOALS_MAX = 50;

export type ItemStatus = "assessed" | "failed" | "skipped";

/**
 * A claim older than this is taken to be abandoned (the process died during the model call) and may be claimed
 * again; a live claim lasts seconds (the model call has its own timeouts).
 */
export const CLAIM_TIMEOUT_MINUTES = 15;

/** Claimed items stay due-looking only when abandoned: assessed, not finished, untouched for CLAIM_TIMEOUT_MINUTES. */
export function abandonedClaimBefore(now = Date.now()): Date {
  return new Date(now - CLAIM_TIMEOUT_MINUTES * 60_000);
}

/**
 * Claims an item: answers the claim's token (the row's new updatedAt, as text) or null when another run has it
 * (or it is no longer assessable). Finishing and un-claiming check the token, so a run whose claim was taken over
 * after CLAIM_TIMEOUT_MINUTES can neither store its assessment nor release the new claim.
 */
export async function claim(
  kind: AssessedKind,
  id: string,
  staleAfterSeconds = CLAIM_TIMEOUT_MINUTES * 60,
): Promise<string | null> {
  return kind === "journal"
    ? claimJournalAssessment(id, staleAfterSeconds)
    : claimChatAssessment(id, staleAfterSeconds);
}

export async function unclaim(kind: AssessedKind, id: string, token: string): Promise<void> {
  if (kind === "journal") await unclaimJournalAssessment(id, token);
  else await unclaimChatAssessment(id, token);
}

const clip = (text: string) =>
  text.length > CONTENT_MAX ? `…${text.slice(text.length - CONTENT_MAX)}` : text;

interface Subject {
  userId: string;
  organizationId: string | null;
  teamIds: string[];
  goals: AssessmentGoal[];
  model: string;
}

async function subjectOf(userId: string, organizationId: string | null): Promise<Subject> {
  const [teams, goals, organization] = await Promise.all([
    userTeams(userId),
    goalsInProgress(userId, GOALS_MAX),
    organizationId ? organizationChatConfig(organizationId) : null,
  ]);
  return {
    userId,
    organizationId,
    teamIds: teams.filter((t) => t.organizationId === organizationId).map((t) => t.id),
    goals,
    model: resolveCompletionParams({ organization: organization?.chatConfig }).model,
  };
}

async function storeValues(
  tx: DbTransaction,
  subject: Subject,
  assessment: Assessment,
  where: { date: Date; source: AssessedKind; chatId: string | null; journalEntryId: string | null },
): Promise<void> {
  const keys = assessment.values.map((v) => v.key);
  await tx.$executeRaw`
    WITH v AS (
      INSERT INTO "AssessmentValue"
        ("userId", "organizationId", section, key, value, justification, date, source, "chatId", "journalEntryId",
         "updatedAt")
      SELECT ${subject.userId}, ${subject.organizationId}, t.section::"AssessmentSection", t.key::"AssessmentKey",
        t.value, t.justification, ${where.date.toISOString()}::timestamptz AT TIME ZONE 'UTC',
        ${where.source}::"AssessmentSource", ${where.chatId}, ${where.journalEntryId}, now() AT TIME ZONE 'UTC'
      FROM unnest(${keys.map(sectionOf)}::text[], ${keys}::text[], ${assessment.values.map((v) => v.value)}::float8[],
        ${assessment.values.map((v) => v.justification)}::text[]) AS t(section, key, value, justification)
      RETURNING id
    )
    INSERT INTO ${VT.table} (${VT.value}, ${VT.team})
    SELECT v.id, team FROM v CROSS JOIN unnest(${subject.teamIds}::varchar[]) AS team`;
}

/** After the assessment's transaction commits: the owner's live goal list re-reads the goals that moved. */
function announceGoalNotes(assessment: Assessment, userId: string): void {
  for (const note of assessment.goalProgress) {
    publishGoalChange({ type: "progress", goalId: note.goalId, userId });
  }
}

/** Answers the goals the notes completed (progress reached 100), to notify once committed. */
async function applyGoalNotes(
  tx: DbTransaction,
  assessment: Assessment,
  from: { fromChatId?: string; fromJournalId?: string },
): Promise<string[]> {
  const completed: string[] = [];
  for (const note of assessment.goalProgress) {
    const recorded = await recordGoalProgress(
      {
        goalId: note.goalId,
        progressedValue: note.progressedValue,
        title: from.fromChatId ? "Chat assessment" : "Journal assessment",
        justification: note.justification,
        ...from,
      },
      tx,
    );
    if (recorded.completesGoal) completed.push(note.goalId);
  }
  return completed;
}

/** After commit: the owner hears that the item was assessed, and of any goal it completed. */
async function announceAssessment(
  item: { kind: AssessedKind; id: string; title: string | null },
  subject: Subject,
  completedGoals: string[],
): Promise<void> {
  await notifyAssessmentReady({ ...item, userId: subject.userId, organizationId: subject.organizationId });
  for (const goalId of completedGoals) await notifyGoalCompleted(goalId);
}

class ChangedMeanwhile extends Error {
  constructor(kind: AssessedKind, id: string) {
    super(`The ${kind} ${id} changed while it was being assessed`);
  }
}

function recordModelUsage(
  subject: Subject,
  usage: { inputTokens: number; outputTokens: number; totalTokens: number },
  model: string,
  chatId: string | null,
) {
  return recordUsage({
    ...usage,
    model,
    chatId,
    agentId: null,
    userId: subject.userId,
    organizationId: subject.organizationId,
  }).catch((error: unknown) => log.warn("assessment usage not recorded", describeError(error)));
}

/** Whose item was assessed, for the steps after it (memory, drafts). */
interface Assessed {
  userId: string;
  organizationId: string | null;
}

async function assessJournal(id: string, token: string): Promise<Assessed> {
  const journal = await journalForAssessment(id);
  const subject = await subjectOf(journal.userId, journal.organizationId);
  const content = clip(
    `Journal entry “${journal.title}”, written on ${journal.date.toISOString().slice(0, 10)}:\n\n${journal.text}`,
  );
  const result = await assessWithModel({
    kind: "journal",
    content,
    offlineText: `${journal.title}\n${journal.text}`,
    goals: subject.goals,
    model: subject.model,
  });
  await recordModelUsage(subject, result.usage, result.model, null);
  const completedGoals = await db.$transaction(async (tx) => {
    await storeValues(tx, subject, result.value, {
      date: journal.date,
      source: "journal",
      chatId: null,
      journalEntryId: journal.id,
    });
    const completed = await applyGoalNotes(tx, result.value, { fromJournalId: journal.id });
    const done = await finishJournalAssessment(tx, id, token);
    if (done !== 1) throw new ChangedMeanwhile("journal", id);
    return completed;
  });
  announceGoalNotes(result.value, subject.userId);
  await announceAssessment({ kind: "journal", id, title: journal.title }, subject, completedGoals);
  await recordUsageEvent("journalAssessed", {
    organizationId: subject.organizationId,
    teamIds: subject.teamIds,
  });
  return subject;
}

async function assessChat(id: string, token: string): Promise<Assessed> {
  const chat = await chatForAssessment(id);
  const subject = await subjectOf(chat.createdById as string, chat.organizationId);
  const spoken = chat.messages.filter((m) => m.content.trim() !== "");
  const transcript = spoken.map((m) => `${m.role === "user" ? "Athlete" : "Coach"}: ${m.content}`).join("\n");
  const result = await assessWithModel({
    kind: "chat",
    content: clip(`Coaching session${chat.title ? ` “${chat.title}”` : ""}:\n\n${transcript}`),
    offlineText: spoken
      .filter((m) => m.role === "user")
      .map((m) => m.content)
      .join("\n"),
    goals: subject.goals,
    model: subject.model,
  });
  await recordModelUsage(subject, result.usage, result.model, chat.id);
  const date = chat.lastMessageAt ?? spoken.at(-1)?.createdAt ?? chat.updatedAt;
  const valueByKey = new Map(result.value.values.map((v) => [v.key, v.value]));
  const medians = await teamMedians({
    keys: result.value.areasToFocus.map((a) => a.key),
    teamIds: subject.teamIds,
    organizationId: subject.organizationId,
    excludeUserId: subject.userId,
  });
  const areasToFocus: AreaToFocus[] = result.value.areasToFocus.map((area) => {
    const value = valueByKey.get(area.key) as number;
    const teamMedian = medians.get(area.key) ?? null;
    return {
      key: area.key,
      value,
      teamMedian,
      rangeComparison: rangeComparison(value, teamMedian),
      justification: area.justification,
    };
  });
  const completedGoals = await db.$transaction(async (tx) => {
    await storeValues(tx, subject, result.value, {
      date,
      source: "chat",
      chatId: chat.id,
      journalEntryId: null,
    });
    const completed = await applyGoalNotes(tx, result.value, { fromChatId: chat.id });
    const done = await finishChatAssessment(tx, id, token, areasToFocus);
    if (done !== 1) throw new ChangedMeanwhile("chat", id);
    return completed;
  });
  announceGoalNotes(result.value, subject.userId);
  // A chat assessed while still open has no summary yet: the history and search show one from now on.
  if (!chat.summarizedAt) {
    await summarizeInto(id, {
      userId: subject.userId,
      organizationId: subject.organizationId,
      title: "if-missing",
    }).catch((error: unknown) =>
      log.error("chat summary after assessment failed", { chatId: id, ...describeError(error) }),
    );
  }
  await announceAssessment({ kind: "chat", id, title: chat.title }, subject, completedGoals);
  await recordUsageEvent("chatAssessed", {
    organizationId: subject.organizationId,
    teamIds: subject.teamIds,
  });
  return subject;
}

/**
 * Claims, assesses and stores one item: "skipped" when another attempt holds the claim (or the item is no longer
 * assessable). A failure un-claims the item and is thrown. `staleClaimSeconds`: a claim older than this is taken
 * over (a job passes its expiry).
 */
export async function assessOnce(
  item: Pick<DueItem, "kind" | "id">,
  staleClaimSeconds?: number,
): Promise<"assessed" | "skipped"> {
  const token = await claim(item.kind, item.id, staleClaimSeconds);
  if (token === null) return "skipped";
  let assessed: Assessed;
  try {
    assessed =
      item.kind === "journal" ? await assessJournal(item.id, token) : await assessChat(item.id, token);
  } catch (error) {
    await unclaim(item.kind, item.id, token).catch((e: unknown) =>
      log.error("assessment could not be un-claimed", { kind: item.kind, id: item.id, ...describeError(e) }),
    );
    throw error;
  }
  // Then the memory step learns from it, in a job of its own (a failure there never undoes the assessment).
  await enqueueMemory({ kind: item.kind, id: item.id }).catch((error: unknown) =>
    log.error("memory step not queued", { kind: item.kind, id: item.id, ...describeError(error) }),
  );
  // And the AI drafts what a coach would write, for a coach to review (with the areas that fell just now).
  await queueDrafts(item, assessed).catch((error: unknown) =>
    log.error("coach drafts not queued", { kind: item.kind, id: item.id, ...describeError(error) }),
  );
  return "assessed";
}

async function queueDrafts(item: Pick<DueItem, "kind" | "id">, assessed: Assessed): Promise<void> {
  const falls = await areaFalls(assessed.userId, assessed.organizationId);
  await enqueueCoachDrafts({
    kind: item.kind,
    id: item.id,
    falls: falls.map((f) => ({ key: f.key, label: f.label, from: f.values[1], to: f.values[0] })),
  });
}
