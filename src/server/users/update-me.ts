import type { UpdateMeInput } from "@/lib/contracts/users/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { userDocument, userInclude } from "./user-document";

export async function updateMe(ctx: RequestContext, input: UpdateMeInput) {
  const row = await db.user.update({ where: { id: ctx.user._id }, data: input, include: userInclude });
  return userDocument(row);
}
