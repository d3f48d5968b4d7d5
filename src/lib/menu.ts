/**
 * The §2 side menu as data plus one pure function, so which entries a person sees can be tested without a
 * browser. Every entry also passes the page-access check of routes.ts: a menu entry never leads to /403.
 *
 * Decisions where §2 is ambiguous:
 * - "Organizations (only when the current organisation is a master organisation)": the organisation the
 *   dashboard acts in (a master admin's choice, else one's own) must be a master organisation, and the page
 *   itself is for master admins only, so both are required.
 * - "Organization (when one is selected)": a master admin's chosen organisation, or — implicitly — an admin's
 *   own; coaches and athletes never choose an organisation, so they see it only if one is selected.
 * - "Team (when a team exists or the user is a plain user)": whoever has a selected team, and every athlete
 *   (their current team is the one they belong to).
 * - "Teams (coaches and admins when no team is selected)": master admins count as admins.
 * - "Users" is for everyone but athletes (as its page); "AI Config" for role admin (as its page).
 * - Chats, Journals and My Account are for everyone. Coaching Notes is for everyone but athletes: what an
 *   athlete may read of the notes is the feedback addressed to them, which is their "Feedbacks" entry, and two
 *   entries showing the same notes confused them (their /dashboard/coaching-notes leads to Feedbacks).
 */
import { canOpen, ROUTES } from "./routes";
import type { SessionUser } from "./session-user";

export type MenuKey =
  | "home"
  | "chats"
  | "goals"
  | "journals"
  | "users"
  | "organizations"
  | "teams"
  | "organization"
  | "team"
  | "profile"
  | "account"
  | "coachingNotes"
  | "feedbacks"
  | "aiConfig"
  | "safeguarding"
  | "audit";

export type MenuGroup = "main" | "administration";

export interface MenuEntry {
  key: MenuKey;
  label: string;
  href: string;
  group: MenuGroup;
}

/** What the menu depends on besides the user: the dashboard context (§4). */
export interface MenuContext {
  /** The organisation chosen in /select-dashboard (its cookie), if any. */
  selectedOrganizationId: string | null;
  /** Whether the organisation the dashboard acts in (the chosen one, else one's own) is a master organisation. */
  organizationIsMaster: boolean;
  /** The team chosen in /select-dashboard (its cookie), if any. */
  selectedTeamId: string | null;
}

interface MenuRule extends MenuEntry {
  visible: (user: SessionUser, context: MenuContext) => boolean;
}

type Visible = MenuRule["visible"];

const isAthlete = (u: SessionUser) => u.role === "user" && !u.isAdminMaster;
const isAdmin = (u: SessionUser) => u.role === "admin" || u.isAdminMaster;

// Who sees an entry, named once (§2's rules, with the decisions above).
const everyone: Visible = () => true;
const athletes: Visible = (u) => u.role === "user";
const athletesAndCoaches: Visible = (u) => u.role === "user" || u.role === "coach";
const allButAthletes: Visible = (u) => !isAthlete(u);
const coachesAndAdmins: Visible = (u) => u.role === "coach" || isAdmin(u);
const admins: Visible = (u) => isAdmin(u);
const organizationAdmins: Visible = (u) => u.role === "admin";
const masterAdminsInMaster: Visible = (u, c) => u.isAdminMaster && c.organizationIsMaster;
const teamsChooser: Visible = (u, c) => coachesAndAdmins(u, c) && c.selectedTeamId === null;
const organizationSelected: Visible = (u, c) => isAdmin(u) || c.selectedOrganizationId !== null;
const teamSelected: Visible = (u, c) => c.selectedTeamId !== null || isAthlete(u);

const rule = (key: MenuKey, label: string, href: string, group: MenuGroup, visible: Visible): MenuRule => ({
  key,
  label,
  href,
  group,
  visible,
});

/** In the order of §2; the administration group is rendered after the main entries. */
const RULES: readonly MenuRule[] = [
  rule("home", "Home", ROUTES.dashboard, "main", everyone),
  rule("chats", "Chats", ROUTES.chats, "main", everyone),
  rule("goals", "Goals", ROUTES.goals, "main", athletesAndCoaches),
  rule("journals", "Journals", ROUTES.journals, "main", everyone),
  rule("users", "Users", ROUTES.users, "administration", allButAthletes),
  rule("organizations", "Organizations", ROUTES.organizations, "administration", masterAdminsInMaster),
  rule("teams", "Teams", ROUTES.teams, "administration", teamsChooser),
  rule("organization", "Organization", ROUTES.currentOrganization, "main", organizationSelected),
  rule("team", "Team", ROUTES.currentTeam, "main", teamSelected),
  rule("profile", "Profile", ROUTES.profile, "main", athletesAndCoaches),
  rule("account", "My Account", ROUTES.accountSettings, "main", everyone),
  rule("coachingNotes", "Coaching Notes", ROUTES.coachingNotes, "main", allButAthletes),
  rule("feedbacks", "Feedbacks", ROUTES.feedbacks, "main", athletes),
  rule("safeguarding", "Safeguarding", ROUTES.safeguarding, "main", coachesAndAdmins),
  rule("aiConfig", "AI Config", ROUTES.aiConfig, "administration", organizationAdmins),
  rule("audit", "Audit trail", ROUTES.audit, "administration", admins),
];

/** The entries this person sees, in menu order (main entries first, then the administration group). */
export function menuFor(user: SessionUser, context: MenuContext): MenuEntry[] {
  const visible = RULES.filter((rule) => rule.visible(user, context) && canOpen(rule.href, user)).map(
    ({ key, label, href, group }) => ({ key, label, href, group }),
  );
  return [
    ...visible.filter((e) => e.group === "main"),
    ...visible.filter((e) => e.group === "administration"),
  ];
}

/** The entries grouped for rendering; empty groups are left out. */
export function menuGroups(entries: readonly MenuEntry[]): { group: MenuGroup; entries: MenuEntry[] }[] {
  return (["main", "administration"] as const)
    .map((group) => ({ group, entries: entries.filter((e) => e.group === group) }))
    .filter((g) => g.entries.length > 0);
}

/**
 * The entry that is the current page: the one whose href is the path or the longest prefix of it (Home only
 * on /dashboard itself, so it is not current everywhere). Null when none matches.
 */
export function activeEntry(path: string, entries: readonly MenuEntry[]): MenuEntry | null {
  let best: MenuEntry | null = null;
  for (const entry of entries) {
    const matches =
      path === entry.href || (entry.href !== ROUTES.dashboard && path.startsWith(`${entry.href}/`));
    if (matches && (!best || entry.href.length > best.href.length)) best = entry;
  }
  return best;
}

/**
 * The menu context from the user and the dashboard-context cookies. `selectedOrganizationIsMaster` is
 * whether the chosen organisation is a master one (the caller looks it up); without a choice the user's own
 * organisation counts.
 */
export function menuContext(
  user: SessionUser,
  selected: { organizationId?: string | null; teamId?: string | null },
  selectedOrganizationIsMaster?: boolean,
): MenuContext {
  const organizationId = selected.organizationId ?? null;
  const own = user.organization;
  const organizationIsMaster =
    organizationId && organizationId !== own?._id
      ? (selectedOrganizationIsMaster ?? false)
      : (own?.masterOrganization ?? false);
  return {
    selectedOrganizationId: organizationId,
    organizationIsMaster,
    selectedTeamId: selected.teamId ?? null,
  };
}
