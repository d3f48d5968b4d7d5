export const NOTIFICATION_STREAM_EVENTS = { notifications: "notifications" } as const;

/** The bell's label: "Notifications, N unread", or "Notifications" when nothing is unread. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** `metadata.href`, when given, is where the bell goes: only a path inside the app (no other site, no script). */
export function isAppPath(href: unknown): href is string {
  return typeof href === "string" && href.startsWith("/") && !href.startsWith("//") && !href.includes("\\");
}
