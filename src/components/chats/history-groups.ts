import type { ChatDoc } from "@/lib/contracts/chats/schemas";

export type Group = "Favourites" | "Today" | "Yesterday" | "Previous 7 days" | "Previous 30 days" | "Older";
export const GROUPS: Group[] = [
  "Favourites",
  "Today",
  "Yesterday",
  "Previous 7 days",
  "Previous 30 days",
  "Older",
];

/** Which heading a chat goes under: favourites first, the rest by their last activity in the viewer's days. */
export function groupOf(chat: Pick<ChatDoc, "isFavorite" | "lastMessageAt" | "createdAt">, now: Date): Group {
  if (chat.isFavorite) return "Favourites";
  const at = new Date(chat.lastMessageAt ?? chat.createdAt ?? now);
  // Midnights by the calendar, not by subtracting 24 h, so a day with a clock change is still one day.
  const midnight = (daysAgo: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  if (at >= midnight(0)) return "Today";
  if (at >= midnight(1)) return "Yesterday";
  if (at >= midnight(7)) return "Previous 7 days";
  if (at >= midnight(30)) return "Previous 30 days";
  return "Older";
}
