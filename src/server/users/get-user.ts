import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUser } from "./scope";
import { userWithDetailsDocument, userWithDetailsInclude } from "./user-document";

/** GET /users/{id}: a user the caller may see (scope.ts), with organisation, teams and profile. */
export async function getUser(ctx: RequestContext, id: string) {
  const row = await db.user.findFirst({ where: visibleUser(ctx, id), include: userWithDetailsInclude });
  if (!row) throw notFound("User");
  return userWithDetailsDocument(row);
}
