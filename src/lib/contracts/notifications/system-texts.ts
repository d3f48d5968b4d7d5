/**
 * The notifications the product sends by itself keep their English title and message (the §3 document, for API
 * clients), and say in `metadata.text` which catalogue message each is, with its values, so the bell shows them
 * in each reader's language (src/components/notifications/system-text.ts). Values are data (names, titles) or
 * fixed-list keys the messages choose by.
 */
export const SYSTEM_TEXT_KEYS = [
  "goalCompleted.title",
  "goalCompleted.message",
  "feedback.title",
  "feedback.titleFromCoach",
  "assessmentReady.title",
  "assessmentReady.message",
  "assessmentReady.messageNamed",
  "safeguardingConcern.title",
  "safeguardingConcern.message",
  "caseAssigned.title",
  "caseAssigned.message",
  "checkIn.title",
  "checkIn.message",
  "welcome.title",
  "welcome.message",
] as const;

export type SystemTextKey = (typeof SYSTEM_TEXT_KEYS)[number];
export type SystemText = { key: SystemTextKey; values?: Record<string, string> };

/** `metadata.text` of a notification: its title's message and, unless the message is data, its message's. */
export function systemText(title: SystemText, message?: SystemText) {
  return { text: { title, ...(message ? { message } : {}) } };
}
