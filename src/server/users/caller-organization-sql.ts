/**
 * A user's organisation, as SQL expressions for the one statement a chat turn reads before the model call
 * (reply-inputs.ts in src/server/chats/send; src/server/sql.ts says why that is plain SQL). Each input is a
 * parameter ($n) or any SQL expression.
 */

/** The organisation user `user` belongs to (null when there is no such user). */
export function userOrganizationSql(user: string): string {
  return `(select u."organizationId" from "User" u where u.id = ${user})`;
}

/** Whether user `user` is a member of organisation `organization`. */
export function userInOrganizationSql({
  user,
  organization,
}: {
  user: string;
  organization: string;
}): string {
  return `exists (select 1 from "User" u where u.id = ${user} and u."organizationId" = ${organization})`;
}
