/**
 * Versions instead of overwrites: editing a message or regenerating a reply sets aside the message and everything
 * after it as one branch (each message keeps its number; "inactiveBranch" names the set) and stores the new version
 * at the same place (its "versionOf" is the first version). Going back to a version sets aside what is shown from
 * there on and brings its branch back whole, with what was said after it. The chat's messagesNumber and
 * lastMessage always describe the active branch (active-branch.ts), so new messages follow on from it.
 */
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** The client inside db.$transaction (db is an extended client, whose transaction client is its own type). */
type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

export interface SetAsideMessage {
  id: string;
  role: string;
  versionOf: string | null;
  number: number;
}

/** The first version of a message (the group every version of it belongs to). */
export const firstVersionOf = (message: { id: string; versionOf: string | null }) =>
  message.versionOf ?? message.id;

/** Sets aside the rows it is given a `where` for, all under one new branch id (a scalar subquery runs once). */
const SET_ASIDE = Prisma.sql`update "Message" m set "inactiveBranch" = (select object_id())`;

/** The chat's count and last message, as its active branch now ends. */
async function endChatAtActiveBranch(tx: Tx, chatId: string): Promise<void> {
  await tx.$executeRaw`
    update "Chat" c
       set "messagesNumber" = coalesce(last.number, 0), "lastMessageId" = last.id, "__v" = c."__v" + 1
      from (select null::int) one
      left join (
        select m.id, m.number from "Message" m
         where m."chatId" = ${chatId} and m."inactiveBranch" is null and m.number is not null
         order by m.number desc limit 1
      ) last on true
     where c.id = ${chatId}`;
}

/**
 * Sets aside the active messages from number `from` on, as one branch; a reply that wrote nothing (failed or
 * stopped at once) is dropped instead, as there is nothing in it to go back to. Answers the messages set aside.
 */
export async function setAsideFrom(chatId: string, from: number): Promise<SetAsideMessage[]> {
  return db.$transaction(async (tx) => {
    await tx.message.deleteMany({
      where: { chatId, inactiveBranch: null, number: { gte: from }, role: "assistant", content: "" },
    });
    const rows = await tx.$queryRaw<SetAsideMessage[]>`
      ${SET_ASIDE} where m."chatId" = ${chatId} and m."inactiveBranch" is null and m.number >= ${from}
      returning m.id, m.role::text as role, m."versionOf", m.number`;
    await endChatAtActiveBranch(tx, chatId);
    return rows.sort((a, b) => a.number - b.number);
  });
}

/**
 * Undoes setAsideFrom when the new version could not start: the new messages (`added`) go, the branch comes back.
 */
export async function bringBackSetAside(
  chatId: string,
  set: SetAsideMessage[],
  added: string[],
): Promise<void> {
  if (set.length === 0 && added.length === 0) return;
  await db.$transaction(async (tx) => {
    if (added.length > 0) await tx.message.deleteMany({ where: { id: { in: added }, chatId } });
    await tx.message.updateMany({
      where: { chatId, id: { in: set.map((m) => m.id) } },
      data: { inactiveBranch: null },
    });
    await endChatAtActiveBranch(tx, chatId);
  });
}

/**
 * Shows `version` (set aside) in place of the version of the same message now shown: that one and everything
 * after it are set aside, and the branch `version` was set aside with comes back. Answers false when `version`
 * is shown already or no version of its message is (nothing to swap it with).
 */
export async function showVersion(
  chatId: string,
  version: { id: string; versionOf: string | null; inactiveBranch: string | null },
): Promise<boolean> {
  const { inactiveBranch } = version;
  if (inactiveBranch === null) return false;
  const group = firstVersionOf(version);
  return db.$transaction(async (tx) => {
    const shown = await tx.message.findFirst({
      where: { chatId, inactiveBranch: null, OR: [{ id: group }, { versionOf: group }] },
      select: { number: true },
    });
    if (shown?.number == null) return false;
    await tx.$executeRaw`
      ${SET_ASIDE} where m."chatId" = ${chatId} and m."inactiveBranch" is null and m.number >= ${shown.number}`;
    await tx.message.updateMany({ where: { chatId, inactiveBranch }, data: { inactiveBranch: null } });
    await endChatAtActiveBranch(tx, chatId);
    return true;
  });
}

export interface Versions {
  /** Every version of the message, oldest first. */
  ids: string[];
  /** Which of them this one is (0-based). */
  index: number;
}

/** For messages of the active branch, their versions where they have more than one (the "‹ 2/3 ›" of a message). */
export async function versionsOf(
  chatId: string,
  messages: { id: string; versionOf: string | null }[],
): Promise<Map<string, Versions>> {
  const groups = [...new Set(messages.map(firstVersionOf))];
  const all = await db.message.findMany({
    where: { chatId, OR: [{ id: { in: groups } }, { versionOf: { in: groups } }] },
    select: { id: true, versionOf: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const byGroup = new Map<string, string[]>();
  for (const row of all) {
    const group = firstVersionOf(row);
    byGroup.set(group, [...(byGroup.get(group) ?? []), row.id]);
  }
  const answer = new Map<string, Versions>();
  for (const message of messages) {
    const ids = byGroup.get(firstVersionOf(message));
    if (ids && ids.length > 1) answer.set(message.id, { ids, index: ids.indexOf(message.id) });
  }
  return answer;
}
