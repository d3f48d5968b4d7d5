/**
 * The dashboard context (§4) the shell shows: the organisation the dashboard acts in and the selected team,
 * resolved from the context cookies the same way the API resolves its headers (src/server/http/context.ts):
 * only a master admin may act in another organisation; a team counts if it belongs to that organisation and
 * the person is an admin or one of its members. A cookie that does not pass is ignored here.
 */
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { auth } from "@/auth";
import { CONTEXT_COOKIES } from "@/lib/constants";
import { ID_PATTERN } from "@/lib/ids";
import { type MenuContext, menuContext } from "@/lib/menu";
import type { SessionUser } from "@/lib/session-user";
import { db } from "@/server/db";

export interface NamedRef {
  _id: string;
  name: string;
}

export interface CurrentContext {
  organization: (NamedRef & { masterOrganization: boolean }) | null;
  /** The selected team, or for an athlete without one the teams they belong to. */
  teams: NamedRef[];
  teamSelected: boolean;
  menu: MenuContext;
}

const validId = (id: string | null | undefined): string | null =>
  id && ID_PATTERN.test(id) ? id.toLowerCase() : null;

export async function currentContext(
  user: SessionUser,
  cookies: { organizationId?: string | null; teamId?: string | null },
): Promise<CurrentContext> {
  const own = user.organization?._id ?? null;
  const chosen = validId(cookies.organizationId);
  const organizationId = chosen && (chosen === own || user.isAdminMaster) ? chosen : own;
  const organization = organizationId
    ? await db.organization.findUnique({
        where: { id: organizationId },
        select: { id: true, name: true, masterOrganization: true },
      })
    : null;

  const isAdmin = user.role === "admin" || user.isAdminMaster;
  const teamId = validId(cookies.teamId);
  let team: NamedRef | null = null;
  if (teamId && organization && (isAdmin || user.teams.includes(teamId))) {
    const row = await db.team.findFirst({
      where: { id: teamId, organizationId: organization.id },
      select: { id: true, name: true },
    });
    team = row ? { _id: row.id, name: row.name } : null;
  }

  let teams: NamedRef[] = team ? [team] : [];
  if (!team && user.role === "user" && user.teams.length > 0) {
    const rows = await db.team.findMany({
      where: { id: { in: user.teams } },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    });
    teams = rows.map((r) => ({ _id: r.id, name: r.name }));
  }

  const selectedOrganization = organization && chosen === organization.id ? organization.id : null;
  return {
    organization: organization
      ? { _id: organization.id, name: organization.name, masterOrganization: organization.masterOrganization }
      : null,
    teams,
    teamSelected: team !== null,
    menu: menuContext(
      user,
      { organizationId: selectedOrganization, teamId: team?._id ?? null },
      organization?.masterOrganization ?? false,
    ),
  };
}

/** The signed-in user and their dashboard context, once per request (layout and page share it). */
export const loadDashboard = cache(
  async (): Promise<{ user: SessionUser; context: CurrentContext } | null> => {
    const session = await auth();
    if (!session?.user?._id) return null;
    const store = await cookies();
    const context = await currentContext(session.user, {
      organizationId: store.get(CONTEXT_COOKIES.organization)?.value ?? null,
      teamId: store.get(CONTEXT_COOKIES.team)?.value ?? null,
    });
    return { user: session.user, context };
  },
);
