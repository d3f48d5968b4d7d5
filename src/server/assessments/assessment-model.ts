/**
 * One structured-output call per journal entry or chat: a value (1–10) and a justification for each of the 12
 * keys of §3 Assessment areas, goal progress notes for the user's in-progress goals that moved, and for chats the
 * areas to focus on. The JSON schema sent to the model is strict (integers in range, every key required); the
 * answer is parsed leniently (numbers rounded and clamped, unknown goals and duplicate areas dropped), so a model
 * that answers 7.5 or 11 still yields a usable assessment.
 */
import { z } from "zod";
import { ASSESSMENT_SECTIONS, DEFAULT_CHAT_MODEL, GOAL_PROGRESS_CHANGE } from "@/lib/constants";
import {
  ALL_ASSESSMENT_KEYS,
  ASSESSMENT_SCALE,
  type AssessmentKeyName,
  keyLabel,
} from "@/lib/contracts/assessments/schemas";
import { getProvider, type ModelMessage, type StructuredResult } from "@/server/ai";
import { offlineAssessment } from "./offline-assessment";

export interface AssessmentGoal {
  id: string;
  title: string;
  target: string;
  progress: number;
}

const keyEnum = z.enum(ALL_ASSESSMENT_KEYS as [AssessmentKeyName, ...AssessmentKeyName[]]);

function answerSchema(strict: boolean, withAreas: boolean) {
  const number = strict
    ? z.number().int().min(ASSESSMENT_SCALE.min).max(ASSESSMENT_SCALE.max)
    : z.number().finite();
  const change = strict
    ? z.number().int().min(GOAL_PROGRESS_CHANGE.min).max(GOAL_PROGRESS_CHANGE.max)
    : z.number().finite();
  const keyValue = z.object({ value: number, justification: z.string() });
  const values = z.object(
    Object.fromEntries(ALL_ASSESSMENT_KEYS.map((k) => [k, keyValue])) as Record<
      AssessmentKeyName,
      typeof keyValue
    >,
  );
  const goalProgress = z.array(
    z.object({ goalId: z.string(), progressedValue: change, justification: z.string() }),
  );
  const base = z.object({ values, goalProgress });
  return withAreas
    ? base.extend({ areasToFocus: z.array(z.object({ key: keyEnum, justification: z.string() })) })
    : base;
}

export interface RawAssessment {
  values: Record<AssessmentKeyName, { value: number; justification: string }>;
  goalProgress: { goalId: string; progressedValue: number; justification: string }[];
  areasToFocus?: { key: AssessmentKeyName; justification: string }[];
}

export interface Assessment {
  values: { key: AssessmentKeyName; value: number; justification: string }[];
  goalProgress: { goalId: string; progressedValue: number; justification: string }[];
  areasToFocus: { key: AssessmentKeyName; justification: string }[];
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(v)));

/** Rounds and clamps the values, keeps only notes of the given goals that move them, one area per key. */
export function normalizeAssessment(raw: RawAssessment, goals: AssessmentGoal[]): Assessment {
  const goalIds = new Set(goals.map((g) => g.id));
  const seenGoals = new Set<string>();
  const goalProgress: Assessment["goalProgress"] = [];
  for (const note of raw.goalProgress) {
    const value = clamp(note.progressedValue, GOAL_PROGRESS_CHANGE.min, GOAL_PROGRESS_CHANGE.max);
    if (!goalIds.has(note.goalId) || seenGoals.has(note.goalId) || value === 0) continue;
    seenGoals.add(note.goalId);
    goalProgress.push({
      goalId: note.goalId,
      progressedValue: value,
      justification: note.justification.trim(),
    });
  }
  const seenAreas = new Set<string>();
  const areasToFocus = (raw.areasToFocus ?? []).filter((a) => {
    if (seenAreas.has(a.key)) return false;
    seenAreas.add(a.key);
    return true;
  });
  return {
    values: ALL_ASSESSMENT_KEYS.map((key) => ({
      key,
      value: clamp(raw.values[key].value, ASSESSMENT_SCALE.min, ASSESSMENT_SCALE.max),
      justification: raw.values[key].justification.trim(),
    })),
    goalProgress,
    areasToFocus: areasToFocus
      .slice(0, 5)
      .map((a) => ({ key: a.key, justification: a.justification.trim() })),
  };
}

const SECTIONS_TEXT = Object.entries(ASSESSMENT_SECTIONS)
  .map(
    ([section, keys]) => `- ${section}: ${keys.map((k) => `${k} (${keyLabel(k).toLowerCase()})`).join(", ")}`,
  )
  .join("\n");

function instructions(kind: "journal" | "chat"): string {
  const source =
    kind === "journal" ? "a journal entry the athlete wrote" : "a coaching session (chat) with the athlete";
  return [
    `You assess an athlete from ${source}.`,
    `Give every one of these 12 keys a whole number from ${ASSESSMENT_SCALE.min} (very poor) to ${ASSESSMENT_SCALE.max} (excellent), where 5 is an ordinary state, and a one-sentence justification that refers to what the athlete said. When the text says nothing about a key, answer 5 and say so.`,
    SECTIONS_TEXT,
    `goalProgress: only for the listed goals that clearly moved, the change of progress in points (${GOAL_PROGRESS_CHANGE.min} to ${GOAL_PROGRESS_CHANGE.max}, negative for a setback) with a justification; an empty list when none moved. Use the goal ids exactly as listed.`,
    ...(kind === "chat"
      ? ["areasToFocus: up to 3 keys the athlete should work on next, each with a justification."]
      : []),
  ].join("\n\n");
}

function goalsText(goals: AssessmentGoal[]): string {
  if (goals.length === 0) return "The athlete has no goals in progress.";
  return [
    "The athlete's goals in progress (id | title | target | progress):",
    ...goals.map((g) => `${g.id} | ${g.title} | ${g.target} | ${g.progress}%`),
  ].join("\n");
}

export interface AssessRequest {
  kind: "journal" | "chat";
  /** The journal text or the transcript. */
  content: string;
  /** What the offline provider reads (a chat's user messages); default `content`. */
  offlineText?: string;
  goals: AssessmentGoal[];
  model?: string;
  signal?: AbortSignal;
}

/** Low temperature: the same text should get about the same values. */
export const ASSESSMENT_TEMPERATURE = 0.2;

export async function assessWithModel(
  request: AssessRequest,
): Promise<StructuredResult<Assessment> & { raw: RawAssessment }> {
  const withAreas = request.kind === "chat";
  const lenient = answerSchema(false, withAreas);
  const messages: ModelMessage[] = [
    { role: "system", content: instructions(request.kind) },
    { role: "user", content: `${goalsText(request.goals)}\n\n---\n\n${request.content}` },
  ];
  const result = await getProvider().structured<RawAssessment>({
    model: request.model ?? DEFAULT_CHAT_MODEL,
    temperature: ASSESSMENT_TEMPERATURE,
    maxTokens: null,
    messages,
    name: request.kind === "chat" ? "chat_assessment" : "journal_assessment",
    jsonSchema: z.toJSONSchema(answerSchema(true, withAreas)) as Record<string, unknown>,
    parse: (value) => lenient.parse(value) as RawAssessment,
    offlineAnswer: () => offlineAssessment(request.offlineText ?? request.content, request.goals, withAreas),
    signal: request.signal,
  });
  return { ...result, raw: result.value, value: normalizeAssessment(result.value, request.goals) };
}
