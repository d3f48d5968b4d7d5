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
} as const;

export const PUBLIC_PATHS: readonly string[] = [ROUTES.home, ROUTES.signIn, ROUTES.forbidden, "/404", "/500"];

type Access = (user: SessionUser) => boolean;
const notAthlete: Access = (u) => u.role !== "user" || u.isAdminMaster;
const admin: Access = (u) => u.role === "admin" || u.isAdminMaster;

/** First matching prefix wins; anything under /dashboard not listed needs only a signed-in user. */
const PAGE_ACCESS: readonly [prefix: string, access: Access][] = [
  ["/dashboard/ai-config", (u) => u.role === "admin"],
  ["/dashboard/organizations", (u) => u.isAdminMaster],
  ["/dashboard/organization/edit", admin],
  ["/dashboard/users/create", admin],
  ["/dashboard/users/edit", notAthlete],
  ["/dashboard/users", notAthlete],
  ["/dashboard/teams/create", admin],
  ["/dashboard/teams/current/edit", notAthlete],
  ["/dashboard/teams/edit", notAthlete],
  ["/dashboard/profile/", notAthlete],
  ["/dashboard/feedbacks", (u) => u.role === "user"],
  ["/dashboard/prompt-templates", notAthlete],
];

function under(path: string, prefix: string): boolean {
  return prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(path);
}

export function needsSignIn(path: string): boolean {
  return path === ROUTES.selectDashboard || under(path, ROUTES.dashboard);
}

export function canOpen(path: string, user: SessionUser): boolean {
  const rule = PAGE_ACCESS.find(([prefix]) => under(path, prefix));
  return rule ? rule[1](user) : true;
}

export function isIntakePath(path: string): boolean {
  return under(path, ROUTES.intakeForm) || under(path, ROUTES.athleteForm);
}
