/**
 * GET /chats/by-user/{id} — one person's chats, for themselves and for who oversees them: an admin of the
 * organisation the call acts in, or a coach sharing a team with them. Anyone else gets 'User not found', whether
 * the person exists or not. Within that, each chat still has to be readable by the caller (scope.ts, `readableChats`).
 */

import type { z } from "zod";
import type { byUserQuerySchema } from "@/lib/contracts/chats/schemas";
import { notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { findOverseenUser } from "@/server/users/overseen-user";
import { participantOf, readableChats } from "../scope";
import { pageChats } from "./paginate-chats";

export async function chatsByUser(
  ctx: RequestContext,
  userId: string,
  query: z.infer<typeof byUserQuerySchema>,
) {
  const user = await findOverseenUser(ctx, userId);
  if (!user) throw notFound("User");
  return pageChats(ctx, { ...query, filters: {} }, [readableChats(ctx), participantOf(user.id)]);
}
