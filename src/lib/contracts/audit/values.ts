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

export const AUDIT_ACTION_LABELS: Record<AuditActionValue, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in refused",
  "sign-out": "Signed out",
  "sessions-ended": "Sessions ended",
  "user-created": "User created",
  "invitation-sent": "Invitation sent",
  "user-changed": "User changed",
  "user-deleted": "User deleted",
  "user-erased": "User erased with all their data",
  "agent-created": "Agent created",
  "agent-changed": "Agent changed",
  "agent-deleted": "Agent deleted",
  "configuration-created": "Instructions created",
  "configuration-changed": "Instructions changed",
  "configuration-deleted": "Instructions deleted",
  "hidden-info-viewed": "Hidden information viewed",
  "safeguarding-case-viewed": "Safeguarding case viewed",
  "data-exported": "Data exported",
  "chat-exported": "Someone else's chat downloaded",
  "audit-retention-changed": "Audit retention changed",
};

/** How long an organisation may keep its audit trail, in days. */
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
