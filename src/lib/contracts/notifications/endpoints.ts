/** Notifications (§7): sending, editing and reading notifications, and the bell's live list. */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  createNotificationSchema,
  NOTIFICATION_STREAM_EVENTS,
  notificationDocSchema,
  notificationStreamDataSchema,
  notificationStreamQuerySchema,
  readAllResultSchema,
  updateNotificationSchema,
} from "@/lib/contracts/notifications/schemas";
import { notificationsRoutes as routes } from "./routes";

const tag = "Notifications";

export const notifications = {
  create: defineEndpoint(routes.create, {
    rule: "anyAuthenticated",
    tag,
    summary: "Send a notification to users, teams, organisations or everyone (each as the caller may)",
    kind: "json",
    body: createNotificationSchema,
    response: notificationDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "anyAuthenticated",
    tag,
    summary: "Edit a notification, or set the caller's own read state of it",
    kind: "json",
    body: updateNotificationSchema,
    response: notificationDocSchema,
  }),
  readAll: defineEndpoint(routes.readAll, {
    rule: "anyAuthenticated",
    tag,
    summary: "Mark every notification addressed to the caller as read by them",
    kind: "json",
    response: readAllResultSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "anyAuthenticated",
    tag,
    summary: "Delete a notification; answers the deleted notification",
    kind: "json",
    response: notificationDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One notification, with the caller's read state",
    kind: "json",
    response: notificationDocSchema,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the notifications addressed to the caller (or sent by them)",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(notificationDocSchema),
  }),
  streamList: defineEndpoint(routes.streamList, {
    rule: "anyAuthenticated",
    tag,
    summary:
      "The caller's newest notifications and unread count, live: again whenever they change (JSON once without SSE)",
    kind: "sse",
    query: notificationStreamQuerySchema,
    events: { [NOTIFICATION_STREAM_EVENTS.notifications]: notificationStreamDataSchema },
    response: notificationStreamDataSchema,
  }),
};
