/**
 * Routes of §2 and who may open them. The route guard (src/proxy.ts) reads the access table; pages and menus
 * build links with the helpers, so a path is spelled in one place.
 */
import type { SessionUser } from "./session-user";

export const ROUTES = {
  home: "/",
  signIn: "/sign-in",
  forbidden: "/403",
  selectDashboard: "/select-dashboard",
  dashboard: "/dashboard",
  intakeForm: "/dashboard/intake-form",
  athleteForm: "/dashboard/athlete-form",
  settings: "/dashboard/settings",
  chats: "/dashboard/chats",
  goals: "/dashboard/goals",
  journals: "/dashboard/journals",
  assessments: "/dashboard/assessments",
  users: "/dashboard/users",
  organizations: "/dashboard/organizations",
  currentOrganization: "/dashboard/organization/view",
  teams: "/dashboard/teams",
  currentTeam: "/dashboard/teams/current/view",
  profile: "/dashboard/profile",
  accountSettings: "/dashboard/account-settings",
  userPreferences: "/dashboard/user-preferences",
  coachingNotes: "/dashboard/coaching-notes",
  feedbacks: "/dashboard/feedbacks",
  aiConfig: "/dashboard/ai-config",
  /** Not in §2: the person's brief, switches and learned facts ("What my coach knows about me"). */
  coachKnows: "/dashboard/what-my-coach-knows",
  /** Not in §2: safeguarding cases, for the leads (coaches and admins; each sees the cases they were told of). */
  safeguarding: "/dashboard/safeguarding",
  /** Not in §2: the audit trail, for admins (master admins: every organisation's). */
  audit: "/dashboard/audit",
  /** Not in §2: the API's reference (the OpenAPI document), for admins like GET /api/openapi.json. */
  apiReference: "/dashboard/api-reference",
} as const;

/** The list/create/edit/view builders of an entity whose pages live under `base` (§2 "Forms" pattern). */
function crud(base: string) {
  return {
    list: base,
    create: `${base}/create`,
    edit: (id: string) => `${base}/edit/${encodeURIComponent(id)}`,
    view: (id: string) => `${base}/view/${encodeURIComponent(id)}`,
  } as const;
}

/** Typed builders for the entity pages of §2, e.g. `PAGES.teams.edit(id)`. */
export const PAGES = {
  users: crud(ROUTES.users),
  organizations: crud(ROUTES.organizations),
  teams: crud(ROUTES.teams),
  /** Goals: also the goals of one user, team or organisation (coaches and admins, §2). */
  goals: {
    ...crud(ROUTES.goals),
    byUser: (id: string) => `${ROUTES.goals}/user/${encodeURIComponent(id)}`,
    byTeam: (id: string) => `${ROUTES.goals}/team/${encodeURIComponent(id)}`,
    byOrganization: (id: string) => `${ROUTES.goals}/organization/${encodeURIComponent(id)}`,
  },
  assessments: {
    list: ROUTES.assessments,
    byUser: (id: string) => `${ROUTES.assessments}/user/${encodeURIComponent(id)}`,
  },
  userMetrics: (id: string) => `${ROUTES.users}/metrics/${encodeURIComponent(id)}`,
  userAnnotations: (id: string) => `${ROUTES.users}/annotations/${encodeURIComponent(id)}`,
  /** A coach's read-only view of what the AI knows about a person (users/brief is for everyone but athletes). */
  userBrief: (id: string) => `${ROUTES.users}/brief/${encodeURIComponent(id)}`,
  /** The audit trail narrowed to one person's events (by them or about them). */
  auditOf: (id: string) => `${ROUTES.audit}?person=${encodeURIComponent(id)}`,
  /** Coaching notes (§2): the list, one user's or team's notes, creating for a user or team, edit and view. */
  safeguarding: {
    list: ROUTES.safeguarding,
    view: (id: string) => `${ROUTES.safeguarding}/view/${encodeURIComponent(id)}`,
  },
  coachingNotes: {
    list: ROUTES.coachingNotes,
    byUser: (id: string) => `${ROUTES.coachingNotes}/user/${encodeURIComponent(id)}`,
    byTeam: (id: string) => `${ROUTES.coachingNotes}/team/${encodeURIComponent(id)}`,
    createForUser: (id: string) => `${ROUTES.coachingNotes}/create/for-user/${encodeURIComponent(id)}`,
    createForTeam: (id: string) => `${ROUTES.coachingNotes}/create/for-team/${encodeURIComponent(id)}`,
    edit: (id: string) => `${ROUTES.coachingNotes}/edit/${encodeURIComponent(id)}`,
    view: (id: string) => `${ROUTES.coachingNotes}/view/${encodeURIComponent(id)}`,
  },
  journals: crud(ROUTES.journals),
  promptTemplates: crud("/dashboard/prompt-templates"),
  instructionSets: crud(`${ROUTES.aiConfig}/instruction-sets`),
  instructions: crud(`${ROUTES.aiConfig}/instructions`),
  /** Agents: the view page is /agents/{id} (§2), not /agents/view/{id}. */
  agents: {
    list: `${ROUTES.aiConfig}/agents`,
    create: `${ROUTES.aiConfig}/agents/create`,
    edit: (id: string) => `${ROUTES.aiConfig}/agents/edit/${encodeURIComponent(id)}`,
    view: (id: string) => `${ROUTES.aiConfig}/agents/${encodeURIComponent(id)}`,
  },
  chatSettings: `${ROUTES.aiConfig}/chat`,
  profile: (id: string) => `${ROUTES.profile}/${encodeURIComponent(id)}`,
  /** Chats (§2): the list, one chat, a user's chats, and starting a chat with an agent (optionally in one mode). */
  chats: {
    list: ROUTES.chats,
    view: (id: string) => `${ROUTES.chats}/${encodeURIComponent(id)}`,
    byUser: (userId: string) => `${ROUTES.chats}/user/${encodeURIComponent(userId)}`,
    withAgent: (mode?: "coaching" | "generalist" | "oracle") =>
      mode === "coaching" || mode === "generalist"
        ? `${ROUTES.chats}/with-agent/${mode}`
        : mode
          ? `${ROUTES.chats}/with-agent?mode=${mode}`
          : `${ROUTES.chats}/with-agent`,
  },
} as const;

/**
 * §2 "create and edit pages go back to their list": the back target of a create, edit or view page, e.g.
 * /dashboard/teams/edit/abc → /dashboard/teams; the current organisation's or team's edit page goes back to
 * its view page. Null for pages without one.
 */
export function backTarget(path: string): string | null {
  // Every chat page (a chat, a user's chats, starting a chat) goes back to the chat list.
  if (/^\/dashboard\/chats\/.+/.test(path)) return ROUTES.chats;
  const current = /^(\/dashboard\/(?:organization|teams\/current))\/edit\/?$/.exec(path);
  if (current) return `${current[1]}/view`;
  const match = /^(\/dashboard\/.+?)\/(?:create(?:\/.*)?|edit\/[^/]+|view\/[^/]+)\/?$/.exec(path);
  return match ? match[1] : null;
}

type Access = (user: SessionUser, path: string) => boolean;
const notAthlete: Access = (u) => u.role !== "user" || u.isAdminMaster;
const admin: Access = (u) => u.role === "admin" || u.isAdminMaster;
const athlete: Access = (u) => u.role === "user";

/** §6 "Some features are athlete-only": pages whose refusal says ONLY_ATHLETE rather than a bare 403. */
const ATHLETE_ONLY_PAGES: readonly string[] = ["/dashboard/feedbacks", "/dashboard/athlete-form"];

/** First matching prefix wins; anything under /dashboard not listed needs only a signed-in user. */
const PAGE_ACCESS: readonly [prefix: string, access: Access][] = [
  ["/dashboard/ai-config", (u) => u.role === "admin"],
  [ROUTES.apiReference, (u) => u.role === "admin"],
  [ROUTES.audit, admin],
  ["/dashboard/organizations", (u) => u.isAdminMaster],
  ["/dashboard/organization/edit", admin],
  ["/dashboard/users/create", admin],
  // One's own annotations are one's own page; anyone else's follow §6 "another user's pages".
  ["/dashboard/users/annotations/", (u, path) => notAthlete(u, path) || path.endsWith(`/${u._id}`)],
  ["/dashboard/users/edit", notAthlete],
  ["/dashboard/users", notAthlete],
  ["/dashboard/teams/create", admin],
  ["/dashboard/teams/current/edit", notAthlete],
  ["/dashboard/teams/edit", notAthlete],
  ["/dashboard/profile/", notAthlete],
  ...ATHLETE_ONLY_PAGES.map((prefix): [string, Access] => [prefix, athlete]),
  ["/dashboard/prompt-templates", notAthlete],
  ["/dashboard/safeguarding", notAthlete],
  // §6: another user's pages are for anyone whose role is not user.
  ["/dashboard/chats/user", notAthlete],
  ["/dashboard/goals/user", notAthlete],
  ["/dashboard/goals/team", notAthlete],
  ["/dashboard/goals/organization", notAthlete],
  ["/dashboard/assessments/user", notAthlete],
  // Coaching notes: athletes read what is addressed to them; writing and other people's lists are for coaches.
  ["/dashboard/coaching-notes/create", notAthlete],
  ["/dashboard/coaching-notes/edit", notAthlete],
  ["/dashboard/coaching-notes/user", notAthlete],
  ["/dashboard/coaching-notes/team", notAthlete],
];

function under(path: string, prefix: string): boolean {
  return prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
}

export function needsSignIn(path: string): boolean {
  return path === ROUTES.selectDashboard || under(path, ROUTES.dashboard);
}

export function canOpen(path: string, user: SessionUser): boolean {
  const rule = PAGE_ACCESS.find(([prefix]) => under(path, prefix));
  return rule ? rule[1](user, path) : true;
}

/** The error code the /403 page explains, for a page the user may not open; null for a plain refusal. */
export function refusalReason(path: string): "ONLY_ATHLETE" | null {
  return ATHLETE_ONLY_PAGES.some((prefix) => under(path, prefix)) ? "ONLY_ATHLETE" : null;
}

export function isIntakePath(path: string): boolean {
  return under(path, ROUTES.intakeForm) || under(path, ROUTES.athleteForm);
}
