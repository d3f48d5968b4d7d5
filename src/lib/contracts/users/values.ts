export const DECISION_STYLE_TOPICS = [
  "decisionMaking",
  "conflictResolutionApproach",
  "copingMechanisms",
  "worldView",
] as const;
export const PERSONALITY_TOPICS = [
  "corePersonalityTraits",
  "internalConflicts",
  "recurringChallenges",
  "personalGrowthFocus",
] as const;
export const ARCHETYPE_FIELDS = ["innerPhilosopher", "innerHero"] as const;
