/**
 * POST /audit/paginate: the audit trail of the organisation the admin acts in, newest first; a master admin sees
 * every organisation's (or one, with filters.organization). People are named as they are now; a person who has
 * been erased is shown as such.
 */
import type { AuditEventDoc } from "@/lib/contracts/audit/schemas";
import { auditFiltersSchema } from "@/lib/contracts/audit/schemas";
import type { ListQuery } from "@/lib/contracts/list-query";
import { type AuditEventRow, type AuditPerson, listAuditEvents } from "@/server/audit/list-events";
import type { RequestContext } from "@/server/http/context";
import { zodToAppError } from "@/server/http/respond";
import { pageOf } from "@/server/list/paginate";
import { userNames } from "@/server/users/user-names";

const DAY_MS = 24 * 60 * 60 * 1000;

function filtersOf(query: ListQuery) {
  const given = Object.entries(query.filters).filter(([, v]) => v !== undefined && v !== null && v !== "");
  const parsed = auditFiltersSchema.safeParse(Object.fromEntries(given));
  if (!parsed.success) throw zodToAppError(parsed.error, "filters");
  return parsed.data;
}

function personDoc(person: AuditPerson, names: Map<string, string>) {
  if (!person) return null;
  if ("erased" in person) return { _id: null, name: null };
  const name = names.get(person.userId);
  return name === undefined ? { _id: null, name: null } : { _id: person.userId, name };
}

function eventDoc(row: AuditEventRow, names: Map<string, string>): AuditEventDoc {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString() as AuditEventDoc["createdAt"],
    organization: row.organizationId,
    action: row.action as AuditEventDoc["action"],
    actor: personDoc(row.actor, names),
    target: personDoc(row.target, names),
    targetType: row.targetType,
    targetId: row.targetId,
    client: { address: row.clientAddress, userAgent: row.userAgent },
    details: row.details,
  };
}

export async function paginateAuditTrail(ctx: RequestContext, query: ListQuery) {
  const filters = filtersOf(query);
  const organizationId = ctx.user.isAdminMaster ? (filters.organization ?? null) : ctx.organizationId;
  const { rows, total, hasMore } = await listAuditEvents({
    organizationId,
    action: filters.action,
    personId: filters.person?.toLowerCase(),
    from: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined,
    before: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS) : undefined,
    skip: (query.page - 1) * query.limit,
    take: query.limit,
  });
  const ids = rows.flatMap((r) => [r.actor, r.target]).flatMap((p) => (p && "userId" in p ? [p.userId] : []));
  const names = await userNames([...new Set(ids)]);
  return pageOf(
    rows.map((row) => eventDoc(row, names)),
    total,
    query,
    hasMore,
  );
}
