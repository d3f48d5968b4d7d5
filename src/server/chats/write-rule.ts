/**
 * Who may write to a chat (send, regenerate, greet, close, rename…): a participant, i.e. a member of its `users` or
 * `admins`, in the organisation the call acts in. One rule, in the two forms the code needs: a Prisma where-clause
 * for the services and a SQL condition for the prepared statements of a turn (reply-inputs.ts). Both read the chat
 * row's `participantIds`, which database triggers keep equal to the two link tables (migration
 * 20261126000000_chat_participants): an OR of the two relation filters cannot use an index.
 */
import { Prisma } from "@/generated/prisma/client";

/** The chat row has `userId` among its participants (Prisma). */
export function participantOf(userId: string): Prisma.ChatWhereInput {
  return { participantIds: { has: userId } };
}

/** Chats in `organizationId` that `userId` may write to (Prisma). */
export function writableBy(userId: string, organizationId: string | null): Prisma.ChatWhereInput {
  return { organizationId, ...participantOf(userId) };
}

/**
 * The same rule as SQL: `chat` is the alias of a "Chat" row, `user` and `organization` are SQL expressions (a
 * parameter such as `$3`, or a column).
 */
export function writableBySql(sql: { chat: string; user: string; organization: string }): string {
  return `(${sql.chat}."organizationId" = ${sql.organization} and ${sql.user}::varchar = any(${sql.chat}."participantIds"))`;
}

/** `participantOf` as a Prisma.Sql condition on the "Chat" row aliased `c` (the form the GIN index serves). */
export function participantOfSql(userId: string): Prisma.Sql {
  return Prisma.sql`c."participantIds" @> array[${userId}]::varchar(24)[]`;
}
