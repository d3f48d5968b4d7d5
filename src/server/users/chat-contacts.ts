/**
 * Who the caller may start a chat with (GET /chats/contacts, and the rule behind every user-user and group chat):
 * active members of the organisation the call acts in, never the caller and never someone `invisibleToOthers`;
 * athletes reach the members of their own teams plus the organisation's coaches and admins, coaches and admins
 * reach everyone.
 */
import type { Prisma } from "@/generated/prisma/client";
import type { Role } from "@/generated/prisma/enums";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

type Where = Prisma.UserWhereInput;

/** The rule as a Prisma where-clause on users. */
export function contactsOf(ctx: RequestContext): Where {
  const base: Where = {
    organizationId: ctx.organizationId,
    active: true,
    invisibleToOthers: false,
    id: { not: ctx.user._id },
  };
  if (ctx.user.role !== "user") return base;
  return {
    ...base,
    OR: [
      { role: { in: ["coach", "admin"] } },
      ...(ctx.user.teams.length > 0 ? [{ teams: { some: { id: { in: ctx.user.teams } } } }] : []),
    ],
  };
}

export interface ChatContact {
  id: string;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  teams: { id: string }[];
}

/** The caller's contacts by name, for GET /chats/contacts. */
export function listChatContacts(ctx: RequestContext): Promise<ChatContact[]> {
  return db.user.findMany({
    where: contactsOf(ctx),
    select: { id: true, name: true, email: true, role: true, image: true, teams: { select: { id: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}

/** How many of `ids` are the caller's contacts: a chat's other participants must all be (chats/lifecycle/participants.ts). */
export function countChatContacts(ctx: RequestContext, ids: string[]): Promise<number> {
  return db.user.count({ where: { AND: [contactsOf(ctx), { id: { in: ids } }] } });
}
