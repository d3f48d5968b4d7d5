import type { Sendable } from "@/lib/api/define";
import type { AnnotationDoc, ListAnnotationsInput } from "@/lib/contracts/annotations/schemas";
import type { Page } from "@/lib/contracts/list-query";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { pageOf } from "@/server/list/paginate";
import { annotationDocument, annotationInclude } from "./annotation-document";
import { findAnnotatedUser } from "./find-annotated-user";

/**
 * POST /users/annotations: a user's annotations (`filters.user`, default the caller), newest first
 * (`sortOrder: "asc"` for oldest first), `limit` default ANNOTATIONS_LIMIT, page 1.
 */
export async function listAnnotations(
  ctx: RequestContext,
  query: ListAnnotationsInput,
): Promise<Page<Sendable<AnnotationDoc>>> {
  const user = await findAnnotatedUser(ctx, query.filters.user ?? ctx.user._id);
  const where = { userId: user.id, organizationId: ctx.organizationId };
  const direction = query.sortOrder === "asc" || query.sortOrder === "ascending" ? "asc" : "desc";
  const [rows, total] = await Promise.all([
    db.userAnnotation.findMany({
      where,
      include: annotationInclude,
      orderBy: [{ createdAt: direction }, { id: direction }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.userAnnotation.count({ where }),
  ]);
  return pageOf(rows.map(annotationDocument), total, query);
}
