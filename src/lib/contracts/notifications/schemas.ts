/**
 * §3 Notification, §4 "Notification: hasRead default false": bodies of POST /notifications and
 * PUT /notifications/{id}, the paginate filters, the stream query and the document the API answers.
 * Read state is per reader: a document's `hasRead` is the caller's, and `{ hasRead }` alone in a PUT sets only
 * the caller's own read state.
 */
import { z } from "zod";
import { documentFields, idOut, pageSchemaOf } from "@/lib/api/wire";
import { DEFAULT_NOTIFICATION_LEVEL, NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from "@/lib/constants";
import { freeJsonObject, MESSAGES, objectId } from "@/lib/contracts/common";
import { bellLabel, isAppPath, NOTIFICATION_STREAM_EVENTS } from "@/lib/contracts/notifications/values";

export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

export const NOTIFICATION_LIMITS = { title: 200, message: 2000 } as const;

export const NOTIFICATION_MESSAGES = {
  usersRequired: "At least one user is required",
  hrefInvalid: "href must be a path inside the app",
  teamsRequired: "At least one team is required",
} as const;

const maxText = (max: number) => `Must be at most ${max} characters`;

const title = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(NOTIFICATION_LIMITS.title, maxText(NOTIFICATION_LIMITS.title));
const message = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(NOTIFICATION_LIMITS.message, maxText(NOTIFICATION_LIMITS.message));
const level = z.enum(NOTIFICATION_LEVELS, { error: `Must be one of ${NOTIFICATION_LEVELS.join(", ")}` });
const type = z.enum(NOTIFICATION_TYPES, { error: `Must be one of ${NOTIFICATION_TYPES.join(", ")}` });
const metadata = freeJsonObject.refine((value) => value.href === undefined || isAppPath(value.href), {
  message: NOTIFICATION_MESSAGES.hrefInvalid,
  path: ["href"],
});
const idList = z.array(objectId).transform((list) => [...new Set(list)]);

/**
 * POST /notifications. The recipients list of the type is the one used (users for user, teams for team,
 * organizations for organization, none for all); the others are ignored. organizations defaults to the
 * organisation the caller acts in.
 */
export const createNotificationSchema = z
  .object({
    type,
    users: idList.default([]),
    teams: idList.default([]),
    organizations: idList.default([]),
    title,
    message,
    level: level.default(DEFAULT_NOTIFICATION_LEVEL),
    metadata: metadata.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.type === "user" && value.users.length === 0) {
      ctx.addIssue({ code: "custom", path: ["users"], message: NOTIFICATION_MESSAGES.usersRequired });
    }
    if (value.type === "team" && value.teams.length === 0) {
      ctx.addIssue({ code: "custom", path: ["teams"], message: NOTIFICATION_MESSAGES.teamsRequired });
    }
  });

/**
 * PUT /notifications/{id}: any subset. title, message, level and metadata edit the notification (its author, an
 * admin of its organisation or a master admin); hasRead sets the caller's own read state (any recipient).
 */
export const updateNotificationSchema = z
  .object({
    title,
    message,
    level,
    metadata: metadata.nullable(),
    hasRead: z.boolean({ error: "Must be true or false" }),
  })
  .partial()
  .strict();

/** Fields of an update that edit the notification itself (anything but the caller's read state). */
export const NOTIFICATION_EDIT_FIELDS = ["title", "message", "level", "metadata"] as const;

/**
 * POST /notifications/paginate `filters`, besides the list fields (level, type, createdAt): `unread: true` only
 * the caller's unread ones (false: only read ones), `sent: true` the ones the caller created (instead of the ones
 * addressed to them).
 */
export const notificationFiltersSchema = z
  .object({
    unread: z.boolean({ error: "Must be true or false" }).optional(),
    sent: z.boolean({ error: "Must be true or false" }).optional(),
  })
  .passthrough();

/** GET /notifications/stream-list query: the size of the streamed page of newest notifications (default 10). */
export const notificationStreamQuerySchema = z.object({
  limit: z.coerce.number({ error: "Must be a number" }).int().min(1).max(100).optional(),
});

export type CreateNotificationInput = z.infer<typeof createNotificationSchema>;
export type UpdateNotificationInput = z.infer<typeof updateNotificationSchema>;
export type NotificationStreamQuery = z.infer<typeof notificationStreamQuerySchema>;

/** The §3 notification as the API answers it; hasRead is the caller's. */
export const notificationDocSchema = z.strictObject({
  ...documentFields,
  title: z.string(),
  message: z.string(),
  level: z.enum(NOTIFICATION_LEVELS),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  hasRead: z.boolean(),
  type: z.enum(NOTIFICATION_TYPES),
  users: z.array(idOut),
  teams: z.array(idOut),
  organizations: z.array(idOut),
  /** The organisation it belongs to; null for type all. */
  organization: idOut.nullable(),
  createdBy: idOut.nullable(),
  createdByName: z.string().nullable(),
  updatedBy: idOut.nullable(),
});

/** The `notifications` event of GET /notifications/stream-list (and its plain JSON answer). */
export const notificationStreamDataSchema = z.strictObject({
  page: pageSchemaOf(notificationDocSchema),
  unreadCount: z.number().int(),
});

/** PUT /notifications/read-all: how many notifications became read. */
export const readAllResultSchema = z.strictObject({ updated: z.number().int() });

export type NotificationDocument = z.output<typeof notificationDocSchema>;
export type NotificationStreamData = z.output<typeof notificationStreamDataSchema>;

// Defined without zod in values.ts, which browser code imports.
export { bellLabel, isAppPath, NOTIFICATION_STREAM_EVENTS };
