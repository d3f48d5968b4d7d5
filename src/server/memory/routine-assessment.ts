/**
 * The routine assessment: every N assessed sessions of a person (the organisation's routineAssessmentEvery,
 * default 5), a portrait of them from their latest sessions (routine-model.ts), written to the profile fields §3
 * gives it (apply-routine-assessment.ts). Runs from the memory job after a chat is assessed; due when the person's
 * chats assessed since the last routine assessment reach N.
 */
import { assessedChatDigests } from "@/server/chats/assessment/assessed-chat-digests";
import { routineAssessmentEvery } from "@/server/organizations/routine-assessment-every";
import { recordUsage } from "@/server/usage/record-usage";
import { applyRoutineAssessment } from "@/server/users/apply-routine-assessment";
import { memoryStateOf } from "@/server/users/memory-state";
import { assessRoutine, TOPIC_FIELDS } from "./routine-model";

export async function runRoutineIfDue(
  userId: string,
  organizationId: string,
): Promise<{ written: string[] } | null> {
  const [state, every] = await Promise.all([memoryStateOf(userId), routineAssessmentEvery(organizationId)]);
  if (state.learningPaused) return null;
  const digests = await assessedChatDigests(userId, organizationId, state.routineAssessmentAt, every);
  if (digests.count < every) return null;
  const result = await assessRoutine(digests.latest, "");
  await recordUsage({
    ...result.usage,
    model: result.model,
    chatId: null,
    agentId: null,
    userId,
    organizationId,
  });
  const { innerHero, innerPhilosopher, topics, justification } = result.value;
  return applyRoutineAssessment(userId, {
    archetypes: { innerHero, innerPhilosopher },
    topics: Object.fromEntries(TOPIC_FIELDS.map((f) => [f, topics[f]])),
    justification,
  });
}
