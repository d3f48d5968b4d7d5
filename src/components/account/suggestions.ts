/** Example answers offered under the free-text preferences (§3) and the wellbeing lists; one click adds them. */
export const PREFERENCE_SUGGESTIONS = {
  preferredCommunicationTone: [
    "Direct and concise",
    "Warm and encouraging",
    "Calm and patient",
    "Energetic and motivating",
    "Casual and friendly",
  ],
  preferredProblemSolvingApproach: [
    "Break problems into small steps",
    "Start with the big picture",
    "Ask me questions so I find the answer",
    "Give me a few options to choose from",
    "Show me concrete examples",
  ],
  preferredLearningStyle: [
    "Visual: diagrams and videos",
    "Hands-on practice",
    "Reading and writing",
    "Talking it through",
    "Step-by-step instructions",
  ],
  preferredFeedbackStyle: [
    "Honest and straightforward",
    "Positives first, then improvements",
    "Specific and actionable",
    "Detailed, with the reasons",
    "Short and frequent",
  ],
  preferredEmotionalSupport: [
    "Listen before giving advice",
    "Reassure me when I'm stressed",
    "Practical coping strategies",
    "Help me stay accountable",
    "Give me space to reflect",
  ],
  otherPreferences: [
    "Keep messages short",
    "Use examples from my sport",
    "Remind me of my goals",
    "Avoid jargon",
    "Ask about my sleep and recovery",
  ],
} as const;

export const STRESS_TRIGGER_SUGGESTIONS = [
  "Competitions",
  "Exams",
  "Lack of sleep",
  "Injuries",
  "Conflicts in the team",
  "Time pressure",
] as const;

export const MOTIVATOR_SUGGESTIONS = [
  "Personal bests",
  "Winning",
  "Team success",
  "Recognition",
  "Staying healthy",
  "Learning new skills",
] as const;

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
