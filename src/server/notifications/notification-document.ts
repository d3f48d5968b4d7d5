import { pick } from "es-toolkit";
import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { NotificationDocument } from "@/lib/contracts/notifications/schemas";
import type { NotificationAudience } from "./notification-events";

const ids = { select: { id: true } } as const;

/** What a document needs: the id lists, the author's name, and whether this reader has read it. */
export function notificationInclude(readerId: string) {
  return {
    users: ids,
    teams: ids,
    organizations: ids,
    createdBy: { select: { name: true } },
    reads: { where: { userId: readerId }, select: { userId: true } },
  } as const satisfies Prisma.NotificationInclude;
}

/** A notification as read with notificationInclude(reader). */
export type NotificationRow = Prisma.NotificationGetPayload<{
  include: ReturnType<typeof notificationInclude>;
}>;

/** `row` is a notification read with notificationInclude(reader): hasRead is that reader's. */
export function notificationDocument(row: NotificationRow): Sendable<NotificationDocument> {
  return {
    _id: row.id,
    __v: row.version,
    ...pick(row, ["title", "message", "level"]),
    // Written only from the contract's JSON object (or not at all).
    metadata: (row.metadata ?? null) as Record<string, unknown> | null,
    hasRead: row.reads.length > 0,
    type: row.type,
    users: row.users.map((u) => u.id),
    teams: row.teams.map((t) => t.id),
    organizations: row.organizations.map((o) => o.id),
    organization: row.organizationId,
    createdBy: row.createdById,
    createdByName: row.createdBy?.name ?? null,
    updatedBy: row.updatedById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function audienceOf(row: Pick<NotificationRow, "type" | "users" | "teams" | "organizations">) {
  return {
    type: row.type,
    userIds: row.users.map((u) => u.id),
    teamIds: row.teams.map((t) => t.id),
    organizationIds: row.organizations.map((o) => o.id),
  } satisfies NotificationAudience;
}
