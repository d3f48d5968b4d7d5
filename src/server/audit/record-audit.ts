/**
 * Appends one event to the audit trail ("AuditEvent"). People are written as pseudonyms: the first event about a
 * person gives them one ("AuditSubject"), later ones reuse it; erasing the person deletes that row (by cascade),
 * which leaves their events in place but unattributable. Events without an organisation (a refused sign-in for
 * an e-mail no one has) are seen by master admins only.
 *
 * Recording never makes the action it records fail: a trail that cannot be written is logged as an error.
 */
import { randomBytes } from "node:crypto";
import { describeError, log } from "@/server/log";
import { type SqlStatement, sqlRows } from "@/server/sql";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "sessions-ended"
  | "user-created"
  | "invitation-sent"
  | "user-changed"
  | "user-deleted"
  | "user-erased"
  | "agent-created"
  | "agent-changed"
  | "agent-deleted"
  | "configuration-created"
  | "configuration-changed"
  | "configuration-deleted"
  | "hidden-info-viewed"
  | "safeguarding-case-viewed"
  | "data-exported"
  | "chat-exported"
  | "audit-retention-changed";

export interface AuditClient {
  address: string | null;
  userAgent: string | null;
}

export interface AuditEventInput {
  action: AuditAction;
  actorId?: string | null;
  /** The person acted on, if any. */
  targetUserId?: string | null;
  /** Anything else acted on: an agent, an instruction, a chat, a case. */
  target?: { type: string; id: string } | null;
  /** The organisation whose admins see the event. */
  organizationId: string | null;
  client?: AuditClient | null;
  /** Field names and other facts; never a person's name or e-mail. */
  details?: Record<string, unknown>;
}

const PSEUDONYM: SqlStatement = {
  name: "audit-pseudonym",
  // DO UPDATE, not DO NOTHING: so that RETURNING answers the existing row too.
  text: `insert into "AuditSubject" (pseudonym, "userId") values ($1, $2)
         on conflict ("userId") do update set "userId" = excluded."userId" returning pseudonym`,
};

const APPEND: SqlStatement = {
  name: "audit-append",
  text: `insert into "AuditEvent" ("organizationId", action, actor, target, "targetType", "targetId",
                                   "clientAddress", "userAgent", details)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
};

async function pseudonymOf(userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await sqlRows<{ pseudonym: string }>(PSEUDONYM, [randomBytes(12).toString("hex"), userId]);
  return row?.pseudonym ?? null;
}

export async function recordAudit(event: AuditEventInput): Promise<void> {
  try {
    const actor = await pseudonymOf(event.actorId);
    const target = event.targetUserId === event.actorId ? actor : await pseudonymOf(event.targetUserId);
    await sqlRows(APPEND, [
      event.organizationId,
      event.action,
      actor,
      target,
      event.target?.type ?? null,
      event.target?.id ?? null,
      event.client?.address ?? null,
      event.client?.userAgent?.slice(0, 512) ?? null,
      JSON.stringify(event.details ?? {}),
    ]);
  } catch (error) {
    log.error("audit event not recorded", { action: event.action, ...describeError(error) });
  }
}

/** An event of a request: the caller acts, in the organisation they act in, from their client. */
export function recordAuditBy(
  ctx: { user: { _id: string }; organizationId: string; client?: AuditClient },
  action: AuditAction,
  event: Omit<AuditEventInput, "action" | "actorId" | "organizationId" | "client"> = {},
): Promise<void> {
  return recordAudit({
    ...event,
    action,
    actorId: ctx.user._id,
    organizationId: ctx.organizationId,
    client: ctx.client ?? null,
  });
}
