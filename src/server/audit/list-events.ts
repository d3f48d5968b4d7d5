/**
 * Pages of the audit trail for the audit-trail domain: events with their pseudonyms turned back into user ids (or
 * marked erased when the pseudonym's person is gone). Names are not read here: people's rows are the users
 * domain's.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { boundedCount, type PageTotal, splitExtraRow } from "@/server/list/paginate";

export interface AuditEventQuery {
  /** null: every organisation's (master admins). */
  organizationId: string | null;
  action?: string;
  /** Events this person did or had done to them. */
  personId?: string;
  /** Inclusive UTC instants. */
  from?: Date;
  before?: Date;
  skip: number;
  take: number;
}

/** A person on an event: none, erased (the pseudonym no longer names anyone), or a user id. */
export type AuditPerson = null | { erased: true } | { userId: string };

export interface AuditEventRow {
  id: string;
  createdAt: Date;
  organizationId: string | null;
  action: string;
  actor: AuditPerson;
  target: AuditPerson;
  targetType: string | null;
  targetId: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

async function whereOf(query: AuditEventQuery): Promise<Prisma.AuditEventWhereInput | null> {
  const and: Prisma.AuditEventWhereInput[] = [];
  if (query.organizationId) and.push({ organizationId: query.organizationId });
  if (query.action) and.push({ action: query.action });
  if (query.from) and.push({ createdAt: { gte: query.from } });
  if (query.before) and.push({ createdAt: { lt: query.before } });
  if (query.personId) {
    const subject = await db.auditSubject.findUnique({ where: { userId: query.personId } });
    // Someone never on the trail has no events.
    if (!subject) return null;
    and.push({ OR: [{ actor: subject.pseudonym }, { target: subject.pseudonym }] });
  }
  return { AND: and };
}

function personOf(pseudonym: string | null, users: Map<string, string>): AuditPerson {
  if (!pseudonym) return null;
  const userId = users.get(pseudonym);
  return userId ? { userId } : { erased: true };
}

export async function listAuditEvents(
  query: AuditEventQuery,
): Promise<{ rows: AuditEventRow[]; total: PageTotal; hasMore: boolean }> {
  const where = await whereOf(query);
  if (!where) return { rows: [], total: { count: 0, isLowerBound: false }, hasMore: false };
  const [found, total] = await Promise.all([
    db.auditEvent.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: query.skip,
      take: query.take + 1,
    }),
    boundedCount((take) => db.auditEvent.count({ where, take })),
  ]);
  const { rows: events, hasMore } = splitExtraRow(found, query.take);
  const pseudonyms = [...new Set(events.flatMap((e) => [e.actor, e.target]).filter((p) => p !== null))];
  const subjects = await db.auditSubject.findMany({ where: { pseudonym: { in: pseudonyms } } });
  const users = new Map(subjects.map((s) => [s.pseudonym, s.userId]));
  const rows = events.map((e) => ({
    ...e,
    actor: personOf(e.actor, users),
    target: personOf(e.target, users),
    details: (e.details ?? {}) as Record<string, unknown>,
  }));
  return { rows, total, hasMore };
}
