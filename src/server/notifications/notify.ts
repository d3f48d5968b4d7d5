/**
 * The one way the product itself sends a notification (a new feedback, an assessment finished, a goal
 * completed). Call it after the change it announces is committed. It never throws: a notification that could not
 * be stored is logged, and the action that caused it still succeeds.
 */

import type { Prisma } from "@/generated/prisma/client";
import {
  DEFAULT_NOTIFICATION_LEVEL,
  type NOTIFICATION_LEVELS,
  type NOTIFICATION_TYPES,
} from "@/lib/constants";
import { NOTIFICATION_LIMITS } from "@/lib/contracts/notifications/schemas";
import { db } from "@/server/db";
import { describeError, log } from "@/server/log";
import { publishNotificationChange } from "./notification-events";

export interface NotifyInput {
  type: (typeof NOTIFICATION_TYPES)[number];
  /** Recipients for type user / team / organization; ignored for all. */
  userIds?: string[];
  teamIds?: string[];
  organizationIds?: string[];
  title: string;
  message: string;
  level?: (typeof NOTIFICATION_LEVELS)[number];
  /** e.g. { href: "/dashboard/feedbacks", kind: "feedback", coachingNoteId } — the bell links to href. */
  metadata?: Record<string, unknown>;
  /** null for the system (assessments, goals); a user id when a person caused it. */
  createdById?: string | null;
  /** The organisation the notification belongs to (author-side scoping); null only for type all. */
  organizationId: string | null;
}

const unique = (list: string[] | undefined) => [...new Set(list ?? [])];
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Stores a notification addressed by its type's list only (the other lists stay empty) and publishes it to the
 * recipients' open streams. Answers the new id, or null when the type's list is empty (nobody to tell).
 * Throws on a database failure: POST /notifications reports it; notify() logs it.
 */
export async function storeNotification(input: NotifyInput): Promise<string | null> {
  const userIds = input.type === "user" ? unique(input.userIds) : [];
  const teamIds = input.type === "team" ? unique(input.teamIds) : [];
  const organizationIds = input.type === "organization" ? unique(input.organizationIds) : [];
  if (input.type !== "all" && userIds.length + teamIds.length + organizationIds.length === 0) return null;
  const connect = (list: string[]) => (list.length > 0 ? { connect: list.map((id) => ({ id })) } : undefined);
  const row = await db.notification.create({
    data: {
      type: input.type,
      title: clip(input.title, NOTIFICATION_LIMITS.title),
      message: clip(input.message, NOTIFICATION_LIMITS.message),
      level: input.level ?? DEFAULT_NOTIFICATION_LEVEL,
      metadata: (input.metadata ?? undefined) as Prisma.InputJsonValue | undefined,
      organizationId: input.type === "all" ? null : input.organizationId,
      users: connect(userIds),
      teams: connect(teamIds),
      organizations: connect(organizationIds),
      createdById: input.createdById ?? null,
      updatedById: input.createdById ?? null,
    },
    select: { id: true },
  });
  publishNotificationChange(
    { type: input.type, userIds, teamIds, organizationIds },
    { type: "created", notificationId: row.id },
    input.createdById,
  );
  return row.id;
}

export async function notify(input: NotifyInput): Promise<void> {
  try {
    await storeNotification(input);
  } catch (error) {
    log.error("notification not stored", { type: input.type, title: input.title, ...describeError(error) });
  }
}
