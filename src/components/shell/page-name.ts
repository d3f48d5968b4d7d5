import { activeEntry, type MenuEntry, type MenuKey } from "@/lib/menu";
import { PAGES, ROUTES } from "@/lib/routes";

/** Pages that are not side-menu entries but have a name of their own (longest prefix wins, as in the menu). */
const OTHER_PAGES = [
  { href: PAGES.chats.withAgent(), page: "newChat" },
  { href: ROUTES.assessments, page: "assessments" },
  { href: ROUTES.settings, page: "settings" },
  { href: ROUTES.userPreferences, page: "preferences" },
  { href: PAGES.promptTemplates.list, page: "promptTemplates" },
  { href: ROUTES.apiReference, page: "apiReference" },
  { href: ROUTES.intakeForm, page: "intakeForm" },
  { href: ROUTES.athleteForm, page: "athleteForm" },
  { href: ROUTES.coachKnows, page: "coachKnows" },
] as const;

export type PageName = { entry: MenuKey } | { page: (typeof OTHER_PAGES)[number]["page"] };

const under = (path: string, href: string) => path === href || path.startsWith(`${href}/`);

/**
 * Which name the header shows for the current page: its side-menu entry's, or the page's own (shell.entries /
 * shell.pages in the catalogue); null if none.
 */
export function pageName(path: string, entries: readonly MenuEntry[]): PageName | null {
  const entry = activeEntry(path, entries);
  const other = OTHER_PAGES.filter((page) => under(path, page.href)).sort(
    (a, b) => b.href.length - a.href.length,
  )[0];
  if (other && (!entry || other.href.length > entry.href.length)) return { page: other.page };
  return entry ? { entry: entry.key } : null;
}
