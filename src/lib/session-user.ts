/**
 * The §3 session user and the rules that decide whether it may stay signed in. Shared by the sign-in flow,
 * the API wrapper, the route guard and the client, so all of them sign a person out for the same reasons.
 */
import type { Role } from "./constants";
import { isUsable } from "./permissions";

export interface SessionOrganization {
  _id: string;
  active: boolean;
  masterOrganization: boolean;
}

export interface SessionUser {
  _id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  isAdminMaster: boolean;
  isDeveloper: boolean;
  organization: SessionOrganization | null;
  teams: string[];
  filledIntakeForm: boolean;
  /** May see a chat's hidden info (message details, system messages, loaded data); read with the user. */
  canViewChatHiddenInfo: boolean;
  /** The interface language they chose (§3 preferredLanguage), null when unset; read with the user. */
  preferredLanguage?: string | null;
  /** Their IANA timezone, null when unset: dates are shown in it. */
  timeZone?: string | null;
}

/** Why a session user may not stay signed in; the codes double as sign-in error codes. */
export type SessionProblem = "inactive" | "no-organization" | "organization-inactive";

export function sessionProblem(user: SessionUser): SessionProblem | null {
  if (!isUsable(user)) return "inactive";
  if (!user.organization) return "no-organization";
  if (!user.organization.active) return "organization-inactive";
  return null;
}

/** Step 4 of the route guard: everyone but admins fills the intake form before using the dashboard. */
export function needsIntakeForm(user: SessionUser): boolean {
  return user.role !== "admin" && !user.filledIntakeForm;
}

/** Step 3: a master admin must pick an organisation, a coach with teams must pick a team. */
export function needsDashboardChoice(
  user: SessionUser,
  selected: { organizationId?: string | null; teamId?: string | null },
): boolean {
  if (user.isAdminMaster && !selected.organizationId) return true;
  return user.role === "coach" && user.teams.length > 0 && !selected.teamId;
}

/** §6: a user whose e-mail is at one of the developer domains is flagged as a developer. */
export function isDeveloperEmail(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf("@");
  if (at === -1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return domains.some((d) => d.trim().toLowerCase() === domain);
}
