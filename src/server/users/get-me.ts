import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { userWithDetailsDocument, userWithDetailsInclude } from "./user-document";

export async function getMe(ctx: RequestContext) {
  const row = await db.user.findUnique({
    where: { id: ctx.user._id },
    include: userWithDetailsInclude,
  });
  if (!row) throw notFound("User");
  return userWithDetailsDocument(row);
}
