/**
 * What the management pages share beside the API's documents (whose types come from src/lib/contracts): the viewer
 * and what they may do, the labels of stored values, and the small formatters of tables and detail views.
 */
import type { PREFERRED_GENDERS, PREFERRED_LANGUAGES, Role } from "@/lib/constants";
import type { InjuryValue, UserDoc } from "@/lib/contracts/users/schemas";

/** What the pages know about the person looking at them (from the session, passed down by the server page). */
export interface Viewer {
  _id: string;
  role: Role;
  isAdminMaster: boolean;
  /** The viewer's own organisation. */
  organizationId: string | null;
}

export const isAdmin = (viewer: Viewer) => viewer.role === "admin" || viewer.isAdminMaster;
export const isNotAthlete = (viewer: Viewer) => viewer.role !== "user" || viewer.isAdminMaster;

/** PUT /users/{id}: admins edit anyone; a coach only the athletes they can see (never themselves: that is /users/me). */
export const canEditUser = (viewer: Viewer, user: Pick<UserDoc, "_id" | "role">) =>
  isAdmin(viewer) || (viewer.role === "coach" && user.role === "user" && user._id !== viewer._id);

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", coach: "Coach", user: "Athlete" };

const ROLE_TITLES: Record<string, string> = { admin: "Administrator", coach: "Coach", user: "Athlete" };

/** A role spelled out ("Administrator"), as a line about someone says it; a role it does not know, as it is. */
export function roleTitle(role: string): string {
  return ROLE_TITLES[role] ?? role;
}

export const GENDER_LABELS: Record<(typeof PREFERRED_GENDERS)[number], string> = {
  male: "Male",
  female: "Female",
  "non-binary": "Non-binary",
  other: "Other",
  NA: "Prefer not to say",
};

export const LANGUAGE_LABELS: Record<(typeof PREFERRED_LANGUAGES)[number], string> = {
  "en-US": "English (United States)",
  "es-ES": "Spanish (Spain)",
  "fr-FR": "French (France)",
  "de-DE": "German (Germany)",
  "pt-BR": "Portuguese (Brazil)",
};

export const INJURY_LABELS: Record<InjuryValue, string> = {
  "fully-healthy": "Fully healthy",
  "minor-injury": "Minor injury",
  "serious-injury": "Serious injury",
  NA: "Prefer not to say",
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | null | undefined, fallback = "—"): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : fallback;
}

export function formatDateTime(value: string | null | undefined, fallback = "—"): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : fallback;
}

/** A birth date is a calendar day: show it without shifting it into the viewer's timezone. */
export function formatDay(value: string | null | undefined, fallback = "—"): string {
  const date = parse(value);
  return date
    ? new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeZone: "UTC" }).format(date)
    : fallback;
}

export function teamNames(teams: UserDoc["teams"] | undefined): string[] {
  return (teams ?? []).map((t) => t.name);
}

export function teamIds(teams: UserDoc["teams"] | undefined): string[] {
  return (teams ?? []).map((t) => t._id);
}

export function organizationName(organization: UserDoc["organization"]): string {
  return organization ? organization.name : "—";
}

export function phoneText(user: Pick<UserDoc, "phoneCode" | "phone">): string {
  if (!user.phone) return "—";
  return user.phoneCode ? `+${user.phoneCode.replace(/^\+/, "")} ${user.phone}` : user.phone;
}
