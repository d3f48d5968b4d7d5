/**
 * Server-side web sessions ("AuthSession"). Auth.js keeps its encrypted JWT cookie, but the cookie names a session
 * row (`sid`), and the API (src/server/http/authenticate.ts) and the route guard (src/proxy.ts) accept it only
 * while that row is open. Its own domain, below both auth (which opens and checks sessions) and users (whose
 * changes end them). Ending a row ends the session on every instance at the next request: there is no copy
 * of it in any process's memory. A session lasts at most SESSION_MAX_AGE_S from sign-in, however often the cookie
 * is renewed.
 */
import { randomBytes } from "node:crypto";
import { describeError, log } from "@/server/log";
import { type SqlStatement, sqlRows } from "@/server/sql";

/** How often an open session asks the identity provider whether it was revoked there (a password reset). */
export const PROVIDER_CHECK_SECONDS = 60;

export type SessionEndReason =
  | "sign-out"
  | "sign-out-everywhere"
  | "password-changed"
  | "deactivated"
  | "role-changed"
  | "organization-changed";

const OPEN: SqlStatement = {
  name: "auth-session-open",
  text: `insert into "AuthSession" (id, "userId", "expiresAt", "userAgent", "clientAddress", "providerUid")
         values ($1, $2, now() + make_interval(secs => $3), $4, $5, $6)`,
};

// Rows that ended or expired a month ago only fill the table: whoever signs in next clears their own.
const FORGET_OLD: SqlStatement = {
  name: "auth-session-forget-old",
  text: `delete from "AuthSession" where "userId" = $1
          and coalesce("endedAt", "expiresAt") < now() - interval '30 days'`,
};

const END_ONE: SqlStatement = {
  name: "auth-session-end-one",
  text: `update "AuthSession" set "endedAt" = now(), "endReason" = $2 where id = $1 and "endedAt" is null
         returning "userId"`,
};

const END_ALL: SqlStatement = {
  name: "auth-session-end-all",
  text: `update "AuthSession" set "endedAt" = now(), "endReason" = $2
          where "userId" = $1 and "endedAt" is null and id is distinct from $3
         returning id`,
};

const IS_OPEN: SqlStatement = {
  name: "auth-session-is-open",
  text: `select "lastSeenAt" < now() - interval '5 minutes' as "seenLongAgo", "providerUid",
                extract(epoch from "createdAt") * 1000 as "createdAtMs",
                "providerCheckedAt" < now() - make_interval(secs => ${PROVIDER_CHECK_SECONDS}) as "providerCheckDue"
           from "AuthSession"
          where id = $1 and "userId" = $2 and "endedAt" is null and "expiresAt" > now()`,
};

const PROVIDER_CHECKED: SqlStatement = {
  name: "auth-session-provider-checked",
  text: `update "AuthSession" set "providerCheckedAt" = now() where id = $1`,
};

const TOUCH: SqlStatement = {
  name: "auth-session-touch",
  text: `update "AuthSession" set "lastSeenAt" = now()
          where id = $1 and "lastSeenAt" < now() - interval '5 minutes'`,
};

export interface SessionClient {
  userAgent: string | null;
  clientAddress: string | null;
  /** The identity-provider account signed in with. */
  providerUid?: string | null;
}

/** Opens a session for a person who just signed in; answers its id, which only the encrypted cookie carries. */
export async function openSession(userId: string, client: SessionClient, maxAgeS: number): Promise<string> {
  const id = randomBytes(16).toString("hex");
  const userAgent = client.userAgent?.slice(0, 512) ?? null;
  await sqlRows(OPEN, [id, userId, maxAgeS, userAgent, client.clientAddress, client.providerUid ?? null]);
  await sqlRows(FORGET_OLD, [userId]);
  return id;
}

/** Ends one session; answers whose it was (null when it was unknown or had already ended). */
export async function endSession(sessionId: string, reason: SessionEndReason): Promise<string | null> {
  const [row] = await sqlRows<{ userId: string }>(END_ONE, [sessionId, reason]);
  return row?.userId ?? null;
}

/** Ends every open session of a person, but `exceptSessionId`'s; answers how many ended. */
export async function endSessionsOf(
  userId: string,
  reason: SessionEndReason,
  exceptSessionId: string | null = null,
): Promise<number> {
  const rows = await sqlRows(END_ALL, [userId, reason, exceptSessionId]);
  return rows.length;
}

export interface OpenSessionState {
  providerUid: string | null;
  createdAtMs: number;
  /** The identity provider should be asked again whether this session was revoked there. */
  providerCheckDue: boolean;
}

/**
 * The session if it is open and the person's, else null; marks it seen (for the list of devices) at most every
 * five minutes, without making the request wait for that write.
 */
export async function openSessionState(sessionId: string, userId: string): Promise<OpenSessionState | null> {
  const [row] = await sqlRows<OpenSessionState & { seenLongAgo: boolean }>(IS_OPEN, [sessionId, userId]);
  if (!row) return null;
  if (row.seenLongAgo)
    sqlRows(TOUCH, [sessionId]).catch((error) => log.warn("session touch failed", describeError(error)));
  return {
    providerUid: row.providerUid,
    createdAtMs: Number(row.createdAtMs),
    providerCheckDue: row.providerCheckDue,
  };
}

/** The provider was asked, and the session still stands there. */
export async function markProviderChecked(sessionId: string): Promise<void> {
  await sqlRows(PROVIDER_CHECKED, [sessionId]);
}
