/** Safeguarding's kinds, severities, case states and outcomes, without zod, for pages and the server alike. */
export const CONCERN_KINDS = [
  "self-harm",
  "eating",
  "abuse",
  "hazing",
  "sextortion",
  "medical",
  "doping",
  "substances",
] as const;
export type ConcernKind = (typeof CONCERN_KINDS)[number];

export const CONCERN_KIND_LABELS: Record<ConcernKind, string> = {
  "self-harm": "Suicide or self-harm",
  eating: "Eating or weight cutting",
  abuse: "Abuse or grooming",
  hazing: "Hazing",
  sextortion: "Sextortion",
  medical: "Concussion or cardiac red flag",
  doping: "Doping",
  substances: "Substance misuse",
};

/** urgent: a plan or means for self-harm, abuse by an adult; high: explicit risk; medium: indirect signs. */
export const SEVERITIES = ["urgent", "high", "medium"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_LABELS: Record<Severity, string> = { urgent: "Urgent", high: "High", medium: "Medium" };

/** Where the words came from. */
export const CASE_SOURCES = ["chat", "voice", "speech-to-speech", "journal"] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];

export const CASE_SOURCE_LABELS: Record<CaseSource, string> = {
  chat: "Chat message",
  voice: "Voice message",
  "speech-to-speech": "Voice conversation",
  journal: "Journal entry",
};

/**
 * Which detector found a concern: the offline rules, the offline model (trained on the labelled sets), OpenAI's
 * moderation endpoint, the configured model's classification.
 */
export const DETECTORS = ["rules", "offline-model", "moderation", "classifier"] as const;
export type Detector = (typeof DETECTORS)[number];

export const CASE_STATUSES = ["open", "acknowledged", "resolved"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_OUTCOMES = ["supported", "referred", "no-action", "false-alarm"] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

export const CASE_ACTIONS = [
  "opened",
  "added",
  "viewed",
  "acknowledged",
  "noted",
  "reassigned",
  "resolved",
] as const;

export const SUPPORT_CONTACTS_MAX = 2000;
export const CASE_NOTE_MAX = 2000;

/** The notification's title: the spec of the duty of care names it. */
export const concernTitle = (athleteName: string) => `Safeguarding concern: ${athleteName}`;
