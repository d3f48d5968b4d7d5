/** The brief's sources and limits, without zod, for pages that load the contracts lazily (contracts/brief/schemas.ts). */
export const BRIEF_SOURCES = ["profile", "goals", "journals", "assessments", "chats", "notes"] as const;
export type BriefSource = (typeof BRIEF_SOURCES)[number];

export const DEFAULT_BRIEF_TOKEN_BUDGET = 1500;
export const MIN_BRIEF_TOKEN_BUDGET = 200;
export const MAX_BRIEF_TOKEN_BUDGET = 8000;

/** What the memory step may learn from a chat or a journal entry. */
export const MEMORY_FIELDS = {
  preferredCommunicationTone: "Communication tone",
  preferredLearningStyle: "Learning style",
  preferredFeedbackStyle: "Feedback style",
  keyMotivators: "Key motivators",
  stressTriggers: "Stress triggers",
  lifeEvents: "Life events",
  injuryStatus: "Injury status",
} as const;
export type MemoryField = keyof typeof MEMORY_FIELDS;

/** What the routine assessment writes. */
export const ROUTINE_FIELDS = {
  innerHero: "Inner hero",
  innerPhilosopher: "Inner philosopher",
  corePersonalityTraits: "Core personality traits",
  internalConflicts: "Internal conflicts",
  recurringChallenges: "Recurring challenges",
  personalGrowthFocus: "Personal growth focus",
  decisionMaking: "Decision making",
  conflictResolutionApproach: "Conflict resolution",
  copingMechanisms: "Coping mechanisms",
  worldView: "World view",
} as const;
