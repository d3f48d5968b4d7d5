/**
 * Example answers offered under the free-text preferences (§3) and the wellbeing lists; one click adds them. Each
 * is a key of the catalogue's account.suggestions: offered in the reader's language, picked it is their own words.
 */
export const PREFERENCE_SUGGESTIONS = {
  preferredCommunicationTone: [
    "directConcise",
    "warmEncouraging",
    "calmPatient",
    "energeticMotivating",
    "casualFriendly",
  ],
  preferredProblemSolvingApproach: [
    "smallSteps",
    "bigPicture",
    "askQuestions",
    "fewOptions",
    "concreteExamples",
  ],
  preferredLearningStyle: ["visual", "handsOn", "readingWriting", "talkingThrough", "stepByStep"],
  preferredFeedbackStyle: ["honest", "positivesFirst", "actionable", "detailed", "shortFrequent"],
  preferredEmotionalSupport: ["listenFirst", "reassure", "copingStrategies", "accountable", "spaceToReflect"],
  otherPreferences: ["shortMessages", "sportExamples", "remindGoals", "avoidJargon", "sleepRecovery"],
} as const;

export const STRESS_TRIGGER_SUGGESTIONS = [
  "competitions",
  "exams",
  "lackOfSleep",
  "injuries",
  "teamConflicts",
  "timePressure",
] as const;

export const MOTIVATOR_SUGGESTIONS = [
  "personalBests",
  "winning",
  "teamSuccess",
  "recognition",
  "stayingHealthy",
  "newSkills",
] as const;

export type SuggestionKey =
  | (typeof PREFERENCE_SUGGESTIONS)[keyof typeof PREFERENCE_SUGGESTIONS][number]
  | (typeof STRESS_TRIGGER_SUGGESTIONS)[number]
  | (typeof MOTIVATOR_SUGGESTIONS)[number];

const SEPARATOR = "; ";

function parts(text: string): string[] {
  return text
    .split(/;\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function hasSuggestion(text: string, suggestion: string): boolean {
  return parts(text).some((p) => p.toLowerCase() === suggestion.toLowerCase());
}

/** Adds the suggestion to the text ("a; b"), or takes it out again when it is already there. */
export function toggleSuggestion(text: string, suggestion: string): string {
  const current = parts(text);
  if (hasSuggestion(text, suggestion)) {
    return current.filter((p) => p.toLowerCase() !== suggestion.toLowerCase()).join(SEPARATOR);
  }
  return [...current, suggestion].join(SEPARATOR);
}
