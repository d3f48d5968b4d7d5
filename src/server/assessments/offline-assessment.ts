/**
 * The offline provider's assessment (no AI service configured): derived from the text with word cues, so a demo
 * shows values that follow what the athlete wrote and the chart visibly moves. Every key starts at 5 (an ordinary
 * state on the 1–10 scale); each distinct cue that suggests better adds 1, each that suggests worse takes 1 away.
 * A goal whose title or target words appear next to progress words moves +10, next to setback words −10.
 * Areas to focus are the three lowest keys. Pure and deterministic.
 */
import { ASSESSMENT_SCALE, type AssessmentKeyName, keyLabel } from "@/lib/contracts/assessments/schemas";
import type { AssessmentGoal, RawAssessment } from "./assessment-model";

const CUES: Record<AssessmentKeyName, { up: string[]; down: string[] }> = {
  mood: {
    up: ["happy", "great", "good", "joy", "excited", "calm", "proud", "fun", "positive", "grateful", "smile"],
    down: [
      "sad",
      "down",
      "angry",
      "upset",
      "anxious",
      "stressed",
      "frustrated",
      "terrible",
      "worried",
      "lonely",
    ],
  },
  mindsetAndAwareness: {
    up: ["focus", "focused", "aware", "reflect", "reflected", "mindful", "learned", "clear", "understand"],
    down: ["confused", "distracted", "lost", "overwhelmed", "unsure", "doubt"],
  },
  handlingFailure: {
    up: [
      "bounce back",
      "bounced back",
      "recovered",
      "lesson",
      "tried again",
      "resilient",
      "accept",
      "learned from",
    ],
    down: ["gave up", "give up", "quit", "failure", "failed", "mistake", "blame", "defeat"],
  },
  motivation: {
    up: [
      "motivated",
      "eager",
      "determined",
      "driven",
      "inspired",
      "committed",
      "can't wait",
      "looking forward",
    ],
    down: ["unmotivated", "bored", "lazy", "pointless", "don't want", "no motivation"],
  },
  physicalHealth: {
    up: ["healthy", "fit", "strong", "recovered", "no pain", "feel fine"],
    down: ["injured", "injury", "pain", "sick", "ill", "sore", "hurt", "ache", "fever"],
  },
  dietAndNutrition: {
    up: ["vegetables", "protein", "hydrated", "water", "balanced", "fruit", "healthy meal", "nutrition"],
    down: ["junk", "fast food", "skipped breakfast", "skipped meal", "sugar", "soda", "overate", "hungry"],
  },
  sleepQuality: {
    up: ["slept well", "rested", "good sleep", "refreshed", "nap", "eight hours", "8 hours"],
    down: ["insomnia", "tired", "poor sleep", "slept badly", "sleepless", "awake", "late night", "no sleep"],
  },
  vitalityAndStamina: {
    up: ["energy", "energetic", "stamina", "endurance", "fresh", "powerful"],
    down: ["exhausted", "fatigue", "drained", "sluggish", "weak", "tired"],
  },
  currentGoals: {
    up: ["goal", "progress", "achieved", "target", "improved", "milestone", "personal best"],
    down: ["stuck", "behind", "no goal", "off track"],
  },
  biggestChallenges: {
    up: ["overcame", "solved", "managed", "handled", "coped"],
    down: ["struggle", "struggling", "problem", "difficult", "obstacle", "pressure"],
  },
  consistency: {
    up: ["every day", "daily", "routine", "consistent", "streak", "regular", "again today"],
    down: ["missed", "skipped", "irregular", "inconsistent", "forgot"],
  },
  timeManagement: {
    up: ["schedule", "planned", "organized", "organised", "on time", "early", "prioritize", "prioritise"],
    down: ["late", "rushed", "no time", "procrastinate", "procrastinated", "too busy"],
  },
};

const PROGRESS_UP = [
  "progress",
  "improved",
  "better",
  "achieved",
  "completed",
  "finished",
  "reached",
  "personal best",
];
const PROGRESS_DOWN = ["missed", "worse", "setback", "behind", "skipped", "failed"];
const GOAL_STEP = 10;

const STOP_WORDS = new Set(
  "about after again also because been before being could does doing from have into just like more most much only other over really should some than that their them then there these they this those through very want were what when where which while will with would your".split(
    " ",
  ),
);

const patterns = new Map<string, RegExp>();

/** The cues that occur in the text as whole words or phrases. */
function found(text: string, cues: string[]): string[] {
  return cues.filter((cue) => {
    let pattern = patterns.get(cue);
    if (!pattern) {
      pattern = new RegExp(`(^|[^\\p{L}])${cue.replace(/'/g, "['’]")}($|[^\\p{L}])`, "iu");
      if (patterns.size < 2000) patterns.set(cue, pattern);
    }
    return pattern.test(text);
  });
}

const clampValue = (v: number) => Math.min(ASSESSMENT_SCALE.max, Math.max(ASSESSMENT_SCALE.min, v));
const quote = (words: string[]) => words.map((w) => `“${w}”`).join(", ");

export function offlineValues(text: string): RawAssessment["values"] {
  const lower = text.toLowerCase();
  const values = {} as RawAssessment["values"];
  for (const [key, cues] of Object.entries(CUES) as [AssessmentKeyName, (typeof CUES)[AssessmentKeyName]][]) {
    const up = found(lower, cues.up);
    const down = found(lower, cues.down);
    const value = clampValue(5 + up.length - down.length);
    const label = keyLabel(key).toLowerCase();
    const parts: string[] = [];
    if (up.length > 0) parts.push(`${quote(up)} suggest${up.length === 1 ? "s" : ""} a better ${label}`);
    if (down.length > 0) parts.push(`${quote(down)} suggest${down.length === 1 ? "s" : ""} a worse ${label}`);
    const justification =
      parts.length > 0
        ? `Offline estimate from the text: ${parts.join("; ")}.`
        : `The text says nothing clear about ${label}; an ordinary value is assumed.`;
    values[key] = { value, justification };
  }
  return values;
}

function goalWords(goal: AssessmentGoal): string[] {
  const words = `${goal.title} ${goal.target}`.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [];
  return [...new Set(words.filter((w) => !STOP_WORDS.has(w)))];
}

export function offlineGoalProgress(text: string, goals: AssessmentGoal[]): RawAssessment["goalProgress"] {
  const lower = text.toLowerCase();
  const up = found(lower, PROGRESS_UP);
  const down = found(lower, PROGRESS_DOWN);
  const direction = Math.sign(up.length - down.length);
  if (direction === 0) return [];
  const notes: RawAssessment["goalProgress"] = [];
  for (const goal of goals) {
    const mentioned = found(lower, goalWords(goal));
    if (mentioned.length === 0) continue;
    notes.push({
      goalId: goal.id,
      progressedValue: direction * GOAL_STEP,
      justification:
        direction > 0
          ? `Offline estimate: mentions ${quote(mentioned)} with ${quote(up)}.`
          : `Offline estimate: mentions ${quote(mentioned)} with ${quote(down)}.`,
    });
  }
  return notes;
}

/** The three lowest keys (ties in the order of the sections), as areas to focus on. */
export function offlineAreasToFocus(
  values: RawAssessment["values"],
): NonNullable<RawAssessment["areasToFocus"]> {
  return (Object.entries(values) as [AssessmentKeyName, { value: number; justification: string }][])
    .map(([key, v], index) => ({ key, value: v.value, index }))
    .sort((a, b) => a.value - b.value || a.index - b.index)
    .slice(0, 3)
    .map(({ key, value }) => ({
      key,
      justification: `${keyLabel(key)} is among the lowest areas of this session (${value} of ${ASSESSMENT_SCALE.max}).`,
    }));
}

export function offlineAssessment(text: string, goals: AssessmentGoal[], withAreas: boolean): RawAssessment {
  const values = offlineValues(text);
  return {
    values,
    goalProgress: offlineGoalProgress(text, goals),
    ...(withAreas ? { areasToFocus: offlineAreasToFocus(values) } : {}),
  };
}
