/**
 * What the brief is made of, as the brief statement (brief-sql.ts) reads it: one json object with one key per
 * source, each source's items freshest and most relevant first. A source the agent does not read, or the person
 * switched off, is null (never read).
 */
export interface ProfileData {
  name: string | null;
  preferredName: string | null;
  preferredLanguage: string | null;
  preferredGender: string | null;
  preferredCommunicationTone: string | null;
  preferredLearningStyle: string | null;
  preferredFeedbackStyle: string | null;
  preferredProblemSolvingApproach: string | null;
  preferredEmotionalSupport: string | null;
  otherPreferences: string | null;
  injuryStatus: string | null;
  injuryDescription: string | null;
  stressTriggers: string[] | null;
  keyMotivators: string[] | null;
  lifeEvents: unknown;
  bio: string | null;
  background: string | null;
  innerHero: unknown;
  innerPhilosopher: unknown;
  personalGrowthFocus: unknown;
  recurringChallenges: unknown;
  copingMechanisms: unknown;
  corePersonalityTraits?: unknown;
  internalConflicts?: unknown;
  decisionMaking?: unknown;
  conflictResolutionApproach?: unknown;
  worldView?: unknown;
  sourcesOff: string[] | null;
  learningPaused?: boolean;
  /** {[field]: provenance} (memory/learned-facts.ts). */
  learnedFacts?: Record<string, unknown>;
}

export interface GoalItem {
  id: string;
  title: string;
  target: string;
  motivation: string | null;
  progress: number;
  deadlineDate: string | null;
  priority: string | null;
}

export interface JournalItem {
  id: string;
  title: string;
  text: string;
  cut: boolean;
  day: string;
}

export interface ScoreItem {
  key: string;
  section: string;
  value: number;
  day: string;
}

export interface AreasItem {
  chatId: string;
  day: string | null;
  areas: { key?: string; rangeComparison?: string; justification?: string }[];
}

export interface ChatSummaryItem {
  id: string;
  title: string | null;
  summary: string;
  keywords: string[];
  day: string | null;
}

export interface ObservationItem {
  id: string;
  title: string;
  content: string;
  day: string;
}

export interface BriefData {
  /** Always read: the language and the person's switches come from it, even with the profile source off. */
  profile: ProfileData | null;
  goals: GoalItem[] | null;
  journals: JournalItem[] | null;
  scores: ScoreItem[] | null;
  areas: AreasItem | null;
  chats: ChatSummaryItem[] | null;
  notes: ObservationItem[] | null;
  /** The sources read: the agent's, less the ones the person switched off. */
  sources: string[];
}
