/**
 * GET /chats/by-user/{id} — one person's chats, for themselves and for who oversees them: an admin of the
 * organisation the call acts in, or a coach sharing a team with them. Anyone else gets 'User not found', whether
 * the person exists or not. Within that, each chat still has to be readable by the caller (§ access.ts).
 */

import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { byUserQuerySchema } from "@/lib/contracts/chats";
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { pageChats } from "./paginate-chats";
import { participantOf, readableChats } from "./scope";

function overseenUsers(ctx: RequestContext): Prisma.UserWhereInput {
  const inOrg = { organizationId: ctx.organizationId };
  if (ctx.user.role === "admin" || ctx.user.isAdminMaster) return inOrg;
  const self = { id: ctx.user._id };
  if (ctx.user.role === "coach" && ctx.user.teams.length > 0) {
    return { ...inOrg, OR: [self, { teams: { some: { id: { in: ctx.user.teams } } } }] };
  }
  return { ...inOrg, ...self };
}

export async function chatsByUser(
  ctx: RequestContext,
  userId: string,
  query: z.infer<typeof byUserQuerySchema>,
) {
  const user = await db.user.findFirst({
    where: { AND: [{ id: userId }, overseenUsers(ctx)] },
    select: { id: true },
  });
  if (!user) throw notFound("User");
  return pageChats(ctx, { ...query, filters: {} }, [readableChats(ctx), participantOf(user.id)]);
}
