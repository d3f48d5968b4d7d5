/**
 * The one way the product itself sends a notification (a new feedback, an assessment finished, a goal
 * completed). Call it after the change it announces is committed. It never throws: a notification that could not
 * be stored is logged, and the action that caused it still succeeds.
 */
import type { NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from "@/lib/constants";

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

// TODO(notifications helper): store, fan out and publish. Stub so callers can be written in parallel.
export async function notify(_input: NotifyInput): Promise<void> {}
