import type * as contract from "@/lib/contracts/notifications";

export const NOTIFICATION_STREAM_EVENTS: typeof contract.NOTIFICATION_STREAM_EVENTS = {
  notifications: "notifications",
};

/** The bell's label: "Notifications, N unread", or "Notifications" when nothing is unread. */
export const bellLabel: typeof contract.bellLabel = (unread) =>
  unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

/** A path of this app ("/…", not "//host" or with a backslash): the only links a notification may follow. */
export const isAppPath: typeof contract.isAppPath = (href): href is string =>
  typeof href === "string" && href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
