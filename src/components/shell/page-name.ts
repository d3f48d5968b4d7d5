import { activeEntry, type MenuEntry } from "@/lib/menu";
import { PAGES, ROUTES } from "@/lib/routes";

/** Pages that are not side-menu entries but have a name of their own (longest prefix wins, as in the menu). */
const OTHER_PAGES: readonly { href: string; label: string }[] = [
  { href: PAGES.chats.withAgent(), label: "New chat" },
  { href: ROUTES.assessments, label: "Assessments" },
  { href: ROUTES.settings, label: "Settings" },
  { href: ROUTES.userPreferences, label: "Preferences" },
  { href: PAGES.promptTemplates.list, label: "Prompt templates" },
  { href: ROUTES.apiReference, label: "API reference" },
  { href: ROUTES.intakeForm, label: "Intake Form" },
  { href: ROUTES.athleteForm, label: "Athlete Form" },
  { href: ROUTES.coachKnows, label: "What my coach knows" },
];

const under = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/** The name the header shows for the current page: its side-menu entry's, or the page's own; null if none. */
export function pageName(path: string, entries: readonly MenuEntry[]): string | null {
  const entry = activeEntry(path, entries);
  const other = OTHER_PAGES.filter((page) => under(path, page.href)).sort(
    (a, b) => b.href.length - a.href.length,
  )[0];
  if (other && (!entry || other.href.length > entry.href.length)) return other.label;
  return entry?.label ?? null;
}
