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
export const PASSWORD_MIN = 8;
export const GOAL_PROGRESS = { min: 0, max: 100 } as const;
export const GOAL_PROGRESS_CHANGE = { min: -100, max: 100 } as const;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LONG_DURATION_MS = 8000;
export const SESSION_EXPIRED_TOAST_THROTTLE_MS = 2000;
export const RELOAD_GUARD_MS = 10_000;
export const TOKEN_SYNC_FRESHNESS_S = 300;

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
