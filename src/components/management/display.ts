/**
 * What the management pages share beside the API's documents (whose types come from src/lib/contracts): the viewer
 * and what they may do, and the small helpers of tables and detail views. The labels of stored values are the
 * `enums` catalogue's; dates and numbers are formatted with useFormat() (src/i18n/format.ts).
 */
import type { Role } from "@/lib/constants";
import type { UserDoc } from "@/lib/contracts/users/schemas";

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
