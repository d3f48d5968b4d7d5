/**
 * GET /chats/contacts and the rule behind every user-user and group chat: who the caller may start a chat with.
 * Active members of the organisation the call acts in, never the caller and never someone `invisibleToOthers`;
 * athletes reach the members of their own teams plus the organisation's coaches and admins, coaches and admins
 * reach everyone.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

type Where = Prisma.UserWhereInput;

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

export async function listContacts(ctx: RequestContext) {
  const rows = await db.user.findMany({
    where: contactsOf(ctx),
    select: { id: true, name: true, email: true, role: true, image: true, teams: { select: { id: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map((u) => ({
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    image: u.image ?? null,
    teams: u.teams.map((t) => t.id),
  }));
}
