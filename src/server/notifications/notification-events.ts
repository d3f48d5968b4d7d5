/**
 * Live notification streams. Channels: `notifications:user:<id>`, `notifications:team:<id>`,
 * `notifications:organization:<id>` and `notifications:all`.
 *
 * Fan-out choice: a stream subscribes to the channels of everything that may address its reader (their user
 * channel, each of their teams, their own organisation, and all), and a change is published once per audience
 * list of the notification. The alternative, resolving every recipient's id and publishing on each user channel,
 * would read all members of an organisation (thousands) for every organisation-wide notification, while the
 * subscriber side knows its teams and organisation for free from the session. The cost: a stream keeps the team
 * list it had when it connected (a new team membership shows up on the next reconnect or on the next change
 * that reaches one of its channels). Read-state changes (PUT { hasRead }, read-all) go to the reader's own user
 * channel, so their other open tabs update the unread count too.
 *
 * Events carry ids only and streams re-read the rows; they cross app instances over Postgres LISTEN/NOTIFY
 * (see src/server/events/bus.ts).
 */
import type { EventBus } from "@/server/events/bus";
import { sharedBus } from "@/server/events/shared-bus";

export type NotificationChange = "created" | "updated" | "deleted" | "read";

export interface NotificationEvent {
  type: NotificationChange;
  /** null for a read-all. */
  notificationId: string | null;
}

/** Who a notification is addressed to, as stored (the lists of its type). */
export interface NotificationAudience {
  type: "user" | "team" | "organization" | "all";
  userIds: string[];
  teamIds: string[];
  organizationIds: string[];
}

export function notificationEvents(): EventBus<NotificationEvent> {
  return sharedBus<NotificationEvent>("notifications");
}

export const userChannel = (id: string) => `notifications:user:${id}`;
export const teamChannel = (id: string) => `notifications:team:${id}`;
export const organizationChannel = (id: string) => `notifications:organization:${id}`;
export const ALL_CHANNEL = "notifications:all";

/** The channels whose events concern a reader: their own, their teams', their organisation's and all. */
export function readerChannels(reader: { userId: string; teamIds: string[]; organizationId: string | null }) {
  return [
    userChannel(reader.userId),
    ...reader.teamIds.map(teamChannel),
    ...(reader.organizationId ? [organizationChannel(reader.organizationId)] : []),
    ALL_CHANNEL,
  ];
}

/** The channels a notification is published on: one per entry of its audience list. */
export function audienceChannels(audience: NotificationAudience): string[] {
  switch (audience.type) {
    case "user":
      return audience.userIds.map(userChannel);
    case "team":
      return audience.teamIds.map(teamChannel);
    case "organization":
      return audience.organizationIds.map(organizationChannel);
    case "all":
      return [ALL_CHANNEL];
  }
}

/** Call after the change is committed: the recipients' open streams re-read their page and unread count. */
export function publishNotificationChange(
  audience: NotificationAudience,
  event: NotificationEvent,
  /** The author's channel too, so their own "sent" views and tabs follow edits. */
  authorId?: string | null,
): void {
  const channels = new Set(audienceChannels(audience));
  if (authorId) channels.add(userChannel(authorId));
  for (const channel of channels) notificationEvents().publish(channel, event);
}

/** The reader's own read state changed (one notification, or all of them). */
export function publishReadChange(userId: string, notificationId: string | null): void {
  notificationEvents().publish(userChannel(userId), { type: "read", notificationId });
}
