import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUser } from "@/server/users/scope";

/**
 * The user an annotation is about, if the caller may see them: the user themself, coaches of their teams and
 * admins of the context organisation (scope.ts). Anyone else answers 404 'User not found'.
 */
export async function findAnnotatedUser(ctx: RequestContext, id: string) {
  const user = await db.user.findFirst({
    where: visibleUser(ctx, id),
    select: { id: true, name: true, organizationId: true },
  });
  if (!user) throw notFound("User");
  return user;
}
