import type { AddAnnotationInput } from "@/lib/contracts/annotations/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { annotationDocument, annotationInclude } from "./annotation-document";
import { findAnnotatedUser } from "./find-annotated-user";

/**
 * POST /users/annotations/add: written by the user themself or by a coach/admin who may see them (an athlete
 * sees only themself, so another id answers 404 'User not found'). The caller is the author.
 */
export async function addAnnotation(ctx: RequestContext, input: AddAnnotationInput) {
  const user = await findAnnotatedUser(ctx, input.user ?? ctx.user._id);
  const row = await db.userAnnotation.create({
    data: {
      userId: user.id,
      authorId: ctx.user._id,
      content: input.content,
      organizationId: ctx.organizationId,
    },
    include: annotationInclude,
  });
  return annotationDocument(row);
}
