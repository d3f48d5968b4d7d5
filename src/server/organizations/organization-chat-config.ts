/**
 * An organisation's chatConfig (its model settings for chats, and whether athletes may change them), for the
 * chats domain: the config rules of a chat, simulations, and every chat turn.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** Organisation `id`'s chatConfig (null when there is no such organisation). */
export function organizationChatConfig(id: string): Promise<{ chatConfig: Prisma.JsonValue } | null> {
  return db.organization.findUnique({ where: { id }, select: { chatConfig: true } });
}

/**
 * The same as an SQL expression (null when there is no such organisation), for the one statement a chat turn
 * reads before the model call (reply-inputs.ts in src/server/chats/send; src/server/sql.ts says why that is plain
 * SQL). `organization` is a parameter ($n) or any SQL expression.
 */
export function organizationChatConfigSql(organization: string): string {
  return `(select o."chatConfig" from "Organization" o where o.id = ${organization})`;
}
