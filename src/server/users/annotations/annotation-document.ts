import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { AnnotationDoc } from "@/lib/contracts/annotations/schemas";

/** The author as a small nested document: who wrote it is shown next to each annotation. */
export const annotationInclude = {
  author: { select: { id: true, name: true, role: true, image: true } },
} as const satisfies Prisma.UserAnnotationInclude;

/** An annotation as read with `annotationInclude`. */
export type AnnotationRow = Prisma.UserAnnotationGetPayload<{ include: typeof annotationInclude }>;

export function annotationDocument(row: AnnotationRow): Sendable<AnnotationDoc> {
  const { author } = row;
  return {
    _id: row.id,
    __v: row.version,
    user: row.userId,
    author: author && { _id: author.id, name: author.name, role: author.role, image: author.image },
    content: row.content,
    organization: row.organizationId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
