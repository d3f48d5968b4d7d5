/** The bell badge's text: the count, capped so it fits. */
export function badgeCount(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}
