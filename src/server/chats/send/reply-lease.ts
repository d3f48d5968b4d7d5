/**
 * One running reply per chat across app instances: the instance that writes a chat's reply holds the chat's row in
 * "ReplyLease" (owner = its instanceId, expiresAt renewed while the reply streams). A send on any instance that
 * finds the lease held answers 409; a lease past its expiry belongs to an instance that died, and the next send,
 * a stream following that reply, or the sweep takes it over: the reply it left (a message still 'streaming') is
 * closed with its partial text kept, details.status 'error' and error.kind 'interrupted'.
 * Each statement is one round trip; taking a lease also closes what a dead holder left, in the same statement.
 */
import { instanceId } from "@/server/instance";
import { type SqlStatement, sqlRows } from "@/server/sql";

/** How long a lease lives without renewal (REPLY_LEASE_SECONDS, default 30); renewed every third of it. */
export const leaseSeconds = () => Number(process.env.REPLY_LEASE_SECONDS) || 30;
export const renewEveryMs = () => (leaseSeconds() * 1000) / 3;

const NOW_UTC = `(now() at time zone 'UTC')::timestamp(3)`;
const INTERRUPTED = `'{"status":"error","error":{"kind":"interrupted"}}'::jsonb`;

/** Closes the 'streaming' replies of the chats in the CTE `freed` (rows with "chatId"). */
const CLOSE_LEFT_REPLIES = `
  closed as (
    update "Message" m
       set details = coalesce(m.details, '{}'::jsonb) || ${INTERRUPTED}, "updatedAt" = ${NOW_UTC}, "__v" = m."__v" + 1
     where m."chatId" in (select "chatId" from freed) and m.role = 'assistant' and m.details->>'status' = 'streaming'
    returning m.id, m."chatId"
  )`;

const ACQUIRE: SqlStatement = {
  name: "reply-lease-acquire",
  text: `
  with freed as (
    insert into "ReplyLease" as l ("chatId", owner, "expiresAt", "idFromClient")
    values ($1, $2, now() + make_interval(secs => $3), $4)
    on conflict ("chatId") do update
       set owner = excluded.owner, "expiresAt" = excluded."expiresAt", "idFromClient" = excluded."idFromClient",
           "userMessageId" = null, "messageId" = null,
           releases = l.releases + (case when l.owner is not null then 1 else 0 end)
     where l.owner is null or l."expiresAt" < now()
    returning l."chatId", l.releases
  ),
  ${CLOSE_LEFT_REPLIES}
  select (select releases from freed) as releases,
         coalesce((select json_agg(json_build_object('id', id, 'chatId', "chatId")) from closed), '[]'::json) as closed,
         h."idFromClient", h."userMessageId", h."messageId"
    from (select 1) one left join "ReplyLease" h on h."chatId" = $1`,
};

const RENEW: SqlStatement = {
  name: "reply-lease-renew",
  text: `update "ReplyLease" set "expiresAt" = now() + make_interval(secs => $3)
          where "chatId" = $1 and owner = $2 returning "chatId"`,
};

const SET_MESSAGES: SqlStatement = {
  name: "reply-lease-messages",
  text: `update "ReplyLease" set "userMessageId" = coalesce($3, "userMessageId"), "messageId" = coalesce($4, "messageId")
          where "chatId" = $1 and owner = $2`,
};

const RELEASE: SqlStatement = {
  name: "reply-lease-release",
  text: `update "ReplyLease"
            set owner = null, "expiresAt" = null, "idFromClient" = null, "userMessageId" = null, "messageId" = null,
                releases = releases + 1
          where "chatId" = $1 and owner = $2`,
};

const READ: SqlStatement = {
  name: "reply-lease-read",
  text: `select owner, coalesce("expiresAt" > now(), false) as live, "idFromClient", "userMessageId", "messageId"
           from "ReplyLease" where "chatId" = $1`,
};

/** Frees expired leases (of one chat, or all when $1 is null) and closes the replies their holders left. */
const EXPIRE: SqlStatement = {
  name: "reply-lease-expire",
  text: `
  with freed as (
    update "ReplyLease"
       set owner = null, "expiresAt" = null, "idFromClient" = null, "userMessageId" = null, "messageId" = null,
           releases = releases + 1
     where ($1::text is null or "chatId" = $1) and owner is not null and "expiresAt" < now()
    returning "chatId"
  ),
  ${CLOSE_LEFT_REPLIES}
  select id, "chatId" from closed`,
};

export interface LeftReply {
  id: string;
  chatId: string;
}

export interface LeaseHolder {
  idFromClient: string | null;
  userMessageId: string | null;
  messageId: string | null;
}

export type Acquired =
  | { acquired: true; releases: number; closed: LeftReply[] }
  | { acquired: false; holder: LeaseHolder };

export async function acquireLease(chatId: string, idFromClient: string | null): Promise<Acquired> {
  const [row] = await sqlRows<LeaseHolder & { releases: number | null; closed: LeftReply[] }>(ACQUIRE, [
    chatId,
    instanceId(),
    leaseSeconds(),
    idFromClient,
  ]);
  if (row.releases === null) {
    return {
      acquired: false,
      holder: { idFromClient: row.idFromClient, userMessageId: row.userMessageId, messageId: row.messageId },
    };
  }
  return { acquired: true, releases: row.releases, closed: row.closed };
}

/** False when this instance no longer holds the lease (it expired and another instance took the chat). */
export async function renewLease(chatId: string): Promise<boolean> {
  const rows = await sqlRows(RENEW, [chatId, instanceId(), leaseSeconds()]);
  return rows.length > 0;
}

export async function recordLeaseMessages(
  chatId: string,
  ids: { userMessageId?: string | null; messageId?: string | null },
): Promise<void> {
  await sqlRows(SET_MESSAGES, [chatId, instanceId(), ids.userMessageId ?? null, ids.messageId ?? null]);
}

export async function releaseLease(chatId: string): Promise<void> {
  await sqlRows(RELEASE, [chatId, instanceId()]);
}

export interface LeaseState extends LeaseHolder {
  owner: string | null;
  /** Held and not expired. */
  live: boolean;
}

export async function readLease(chatId: string): Promise<LeaseState | null> {
  const [row] = await sqlRows<LeaseState>(READ, [chatId]);
  return row ?? null;
}

/** Frees the chat's lease if it expired (or every expired lease, with null); answers the replies it closed. */
export async function expireLeases(chatId: string | null): Promise<LeftReply[]> {
  return sqlRows<LeftReply>(EXPIRE, [chatId]);
}
