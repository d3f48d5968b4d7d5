/** The audit trail's actions and their labels (no zod: browser code imports this). */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "sessions-ended",
  "user-created",
  "invitation-sent",
  "user-changed",
  "user-deleted",
  "user-erased",
  "agent-created",
  "agent-changed",
  "agent-deleted",
  "configuration-created",
  "configuration-changed",
  "configuration-deleted",
  "hidden-info-viewed",
  "safeguarding-case-viewed",
  "data-exported",
  "chat-exported",
  "audit-retention-changed",
] as const;

export type AuditActionValue = (typeof AUDIT_ACTIONS)[number];

/** How long an organisation may keep its audit trail, in days. */
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
