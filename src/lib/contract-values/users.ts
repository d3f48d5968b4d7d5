import type * as contract from "@/lib/contracts/users";

export const DECISION_STYLE_TOPICS: typeof contract.DECISION_STYLE_TOPICS = [
  "decisionMaking",
  "conflictResolutionApproach",
  "copingMechanisms",
  "worldView",
];
export const PERSONALITY_TOPICS: typeof contract.PERSONALITY_TOPICS = [
  "corePersonalityTraits",
  "internalConflicts",
  "recurringChallenges",
  "personalGrowthFocus",
];
export const ARCHETYPE_FIELDS: typeof contract.ARCHETYPE_FIELDS = ["innerPhilosopher", "innerHero"];
