/** §9 business constants and the closed lists of §3, shared by client and server. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const ANNOTATIONS_LIMIT = 100;

export const CHAT_MODELS = ["gpt-4.1-mini", "gpt-4o-mini", "gpt-4o"] as const;
export const DEFAULT_CHAT_MODEL = "gpt-4.1-mini";
export const DEFAULT_TEMPERATURE = 0.7;
export const TEMPERATURE_RANGE = { min: 0, max: 2 } as const;
export const MIN_MAX_TOKENS = 300;
export const CHAT_MODES = ["generalist", "coaching", "oracle"] as const;
export const DEFAULT_CHAT_MODE = "coaching";

export const NAME_MAX = 255;
export const INSTRUCTION_CONTENT_MAX = 2000;
export const COACHING_NOTE_LIMITS = { title: 50, content: 1000, description: 500 } as const;
export const COACHING_NOTE_TYPES = ["observation", "coach-prompt", "feedback"] as const;
export const NOTIFICATION_TYPES = ["user", "team", "organization", "all"] as const;
/** §3 display levels of a notification. */
export const NOTIFICATION_LEVELS = ["error", "info", "warning", "success"] as const;
export const DEFAULT_NOTIFICATION_LEVEL = "info";
export const PASSWORD_MIN = 8;
export const GOAL_PROGRESS = { min: 0, max: 100 } as const;
export const GOAL_PROGRESS_CHANGE = { min: -100, max: 100 } as const;
export const GOAL_STATUSES = ["paused", "in-progress", "completed", "abandoned"] as const;
export const DEFAULT_GOAL_STATUS = "in-progress";
export const GOAL_PRIORITIES = ["high", "medium", "low"] as const;
export const GOAL_DEADLINES = ["week", "month", "quarter", "semester", "year", "custom"] as const;
/** §3: the fixed list of goal topics ("about 100", ending with other). */
export const GOAL_KEYWORDS = [
  "academic",
  "adaptability",
  "agility",
  "anxiety-management",
  "assertiveness",
  "balance",
  "body-composition",
  "breathing",
  "career",
  "communication",
  "community",
  "competition-preparation",
  "composure",
  "concentration",
  "confidence",
  "conflict-resolution",
  "consistency",
  "coordination",
  "creativity",
  "decision-making",
  "discipline",
  "emotional-intelligence",
  "endurance",
  "energy-management",
  "family",
  "finance",
  "fitness",
  "flexibility",
  "focus",
  "friendship",
  "game-strategy",
  "goal-setting",
  "gratitude",
  "habits",
  "health",
  "hydration",
  "injury-prevention",
  "injury-recovery",
  "integrity",
  "leadership",
  "learning",
  "lifestyle",
  "listening",
  "mental-toughness",
  "mentoring",
  "mindfulness",
  "mobility",
  "motivation",
  "nutrition",
  "optimism",
  "organization",
  "patience",
  "peak-performance",
  "perseverance",
  "personal-growth",
  "physical-therapy",
  "power",
  "pre-competition-routine",
  "problem-solving",
  "productivity",
  "public-speaking",
  "reaction-time",
  "recovery",
  "relationships",
  "relaxation",
  "resilience",
  "respect",
  "responsibility",
  "rest",
  "routine",
  "self-awareness",
  "self-care",
  "self-esteem",
  "self-talk",
  "skill-development",
  "sleep",
  "social-skills",
  "speed",
  "spirituality",
  "sportsmanship",
  "stamina",
  "strength",
  "stress-management",
  "study-skills",
  "teamwork",
  "technique",
  "time-management",
  "training-load",
  "travel",
  "visualization",
  "volunteering",
  "weight-management",
  "wellbeing",
  "work-life-balance",
  "accountability",
  "empathy",
  "independence",
  "networking",
  "sleep-hygiene",
  "other",
] as const;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LONG_DURATION_MS = 8000;
export const SESSION_EXPIRED_TOAST_THROTTLE_MS = 2000;
export const RELOAD_GUARD_MS = 10_000;

export const ROLES = ["admin", "coach", "user"] as const;
export type Role = (typeof ROLES)[number];

export const ASSESSMENT_SECTIONS = {
  mental: ["mood", "mindsetAndAwareness", "handlingFailure", "motivation"],
  physical: ["physicalHealth", "dietAndNutrition", "sleepQuality", "vitalityAndStamina"],
  performance: ["currentGoals", "biggestChallenges", "consistency", "timeManagement"],
} as const;
export const RANGE_COMPARISONS = ["Above Average", "Below Average", "Within Range"] as const;
export const ANALYTICS_GRANULARITIES = ["day", "week", "month", "quarter", "year"] as const;

export const TTS_VOICES = ["alloy", "echo", "fable", "nova", "onyx", "shimmer"] as const;
export const REALTIME_VOICES = [
  "alloy",
  "ash",
  "ballad",
  "coral",
  "echo",
  "sage",
  "shimmer",
  "verse",
] as const;
export const VOICE_SENSITIVITIES = ["low", "medium", "high"] as const;
export const VOICE_LANGUAGES = ["en", "es", "pt", "fr", "de", "it"] as const;
export const PREFERRED_LANGUAGES = ["en-US", "es-ES", "fr-FR", "de-DE", "pt-BR"] as const;
export const PREFERRED_GENDERS = ["male", "female", "non-binary", "other", "NA"] as const;

/** Request headers every API call carries (§7). */
export const HEADERS = {
  organization: "x-organization-id",
  team: "x-team-id",
  timezone: "x-timezone",
  frontendRoute: "x-frontend-route",
} as const;

/** Cookies that hold the dashboard context, so the route guard can read it too. */
export const CONTEXT_COOKIES = { organization: "selected-organization", team: "selected-team" } as const;
