import { pick } from "es-toolkit";
import { isDeveloperEmail, type SessionUser } from "@/lib/session-user";
import { developerDomains } from "@/server/identity/config";
import { providerValidSince } from "@/server/identity/provider-valid-since";
import { LINKS } from "@/server/links";
import {
  endSession,
  markProviderChecked,
  type OpenSessionState,
  openSessionState,
} from "@/server/sessions/session-store";
import { type SqlStatement, sqlRows } from "@/server/sql";

// Every API call reads this (src/server/http/authenticate.ts): one statement rather than Prisma's query per
// relation (src/server/sql.ts says why).
const SESSION_USER_SQL = `
  select u.id, u.email, u.name, u.role::text as role, u.active, u."isAdminMaster", u."filledIntakeForm",
         u."canViewChatHiddenInfo", u.timezone as "timeZone", d."preferredLanguage"::text as "preferredLanguage",
         o.id as "organizationId", o.active as "organizationActive",
         o."masterOrganization" as "organizationMaster",
         array(select tu.${LINKS.teamUsers.team} from ${LINKS.teamUsers.table} tu where tu.${LINKS.teamUsers.user} = u.id order by tu.${LINKS.teamUsers.team}) as teams
    from "User" u
    left join "Organization" o on o.id = u."organizationId"
    left join "UserDetails" d on d."userId" = u.id`;

type SessionRow = {
  id: string;
  email: string;
  name: string;
  role: SessionUser["role"];
  active: boolean;
  isAdminMaster: boolean;
  filledIntakeForm: boolean;
  canViewChatHiddenInfo: boolean;
  timeZone: string | null;
  preferredLanguage: string | null;
  organizationId: string | null;
  organizationActive: boolean | null;
  organizationMaster: boolean | null;
  teams: string[];
};

function toSessionUser(row: SessionRow): SessionUser {
  return {
    _id: row.id,
    ...pick(row, ["email", "name", "role", "active", "isAdminMaster"]),
    isDeveloper: isDeveloperEmail(row.email, developerDomains()),
    organization: row.organizationId
      ? {
          _id: row.organizationId,
          active: row.organizationActive === true,
          masterOrganization: row.organizationMaster === true,
        }
      : null,
    ...pick(row, ["teams", "filledIntakeForm", "canViewChatHiddenInfo", "timeZone", "preferredLanguage"]),
  };
}

const BY_ID: SqlStatement = { name: "session-user-by-id", text: `${SESSION_USER_SQL} where u.id = $1` };
const BY_FIREBASE_ID: SqlStatement = {
  name: "session-user-by-firebase-id",
  text: `${SESSION_USER_SQL} where u."firebaseId" = $1`,
};

async function sessionUserWhere(statement: SqlStatement, value: string): Promise<SessionUser | null> {
  const [row] = await sqlRows<SessionRow>(statement, [value]);
  return row ? toSessionUser(row) : null;
}

/** Built once per request, always from the database, so deactivation takes effect on the next call. */
export function sessionUserById(id: string): Promise<SessionUser | null> {
  return sessionUserWhere(BY_ID, id);
}

/**
 * The person behind an open web session, or null when the session has ended, expired or belongs to someone else.
 * The two reads run side by side, so checking the session adds no round trip to reading the person. Once a
 * minute the identity provider is asked too, and a session it revoked since it began (a password reset through
 * its e-mail, which the app does not see happen) ends here.
 */
export async function sessionUserBySession(sessionId: string, userId: string): Promise<SessionUser | null> {
  const [state, user] = await Promise.all([openSessionState(sessionId, userId), sessionUserById(userId)]);
  if (!state || !user) return null;
  if (state.providerCheckDue && state.providerUid && !(await stillValidAtProvider(sessionId, state)))
    return null;
  return user;
}

async function stillValidAtProvider(sessionId: string, state: OpenSessionState): Promise<boolean> {
  const validSince = await providerValidSince(state.providerUid as string);
  // The provider counts in whole seconds, as for its tokens: a session begun in the second of a reset stands.
  if (Math.floor(state.createdAtMs / 1000) * 1000 < validSince) {
    await endSession(sessionId, "password-changed");
    return false;
  }
  await markProviderChecked(sessionId);
  return true;
}

export function sessionUserByFirebaseId(firebaseId: string): Promise<SessionUser | null> {
  return sessionUserWhere(BY_FIREBASE_ID, firebaseId);
}
