import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { userWithDetailsDocument, userWithDetailsInclude } from "./user-document";
import { visibleUser } from "./visibility";

/** GET /users/{id}: a user the caller may see (visibility.ts), with organisation, teams and profile. */
export async function getUser(ctx: RequestContext, id: string) {
  const row = await db.user.findFirst({ where: visibleUser(ctx, id), include: userWithDetailsInclude });
  if (!row) throw notFound("User");
  return userWithDetailsDocument(row);
}
