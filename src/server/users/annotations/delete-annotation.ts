import { mayDeleteAnnotation } from "@/lib/contracts/annotations/values";
import { AppError, notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "@/server/users/scope";
import { annotationDocument, annotationInclude } from "./annotation-document";

/**
 * DELETE /users/annotations/{id}: only inside the context organisation; an annotation the caller neither
 * wrote nor may see (its user is out of their scope) is 404, one they may see but not delete is 403.
 */
export async function deleteAnnotation(ctx: RequestContext, id: string) {
  const row = await db.userAnnotation.findFirst({
    where: { id, organizationId: ctx.organizationId },
    select: { authorId: true, userId: true },
  });
  if (!row) throw notFound("Annotation");
  if (!mayDeleteAnnotation(ctx.user, row.authorId)) {
    const seen = await db.user.count({ where: { AND: [visibleUsers(ctx), { id: row.userId }] } });
    throw seen > 0 ? new AppError("FORBIDDEN") : notFound("Annotation");
  }
  const deleted = await db.userAnnotation.delete({ where: { id }, include: annotationInclude });
  return annotationDocument(deleted);
}
