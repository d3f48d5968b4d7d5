import { isDeveloperEmail, type SessionUser } from "@/lib/session-user";
import { db } from "@/server/db";
import { developerDomains } from "./config";

const sessionSelect = {
  id: true,
  email: true,
  name: true,
  role: true,
  active: true,
  isAdminMaster: true,
  filledIntakeForm: true,
  organization: { select: { id: true, active: true, masterOrganization: true } },
  teams: { select: { id: true } },
} as const;

type SessionRow = {
  id: string;
  email: string;
  name: string;
  role: SessionUser["role"];
  active: boolean;
  isAdminMaster: boolean;
  filledIntakeForm: boolean;
  organization: { id: string; active: boolean; masterOrganization: boolean } | null;
  teams: { id: string }[];
};

function toSessionUser(row: SessionRow): SessionUser {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    isAdminMaster: row.isAdminMaster,
    isDeveloper: isDeveloperEmail(row.email, developerDomains()),
    organization: row.organization
      ? {
          _id: row.organization.id,
          active: row.organization.active,
          masterOrganization: row.organization.masterOrganization,
        }
      : null,
    teams: row.teams.map((t) => t.id),
    filledIntakeForm: row.filledIntakeForm,
  };
}

/** Built once per request, always from the database, so deactivation takes effect on the next call. */
export async function sessionUserById(id: string): Promise<SessionUser | null> {
  const row = await db.user.findUnique({ where: { id }, select: sessionSelect });
  return row ? toSessionUser(row) : null;
}

export async function sessionUserByFirebaseId(firebaseId: string): Promise<SessionUser | null> {
  const row = await db.user.findUnique({ where: { firebaseId }, select: sessionSelect });
  return row ? toSessionUser(row) : null;
}
