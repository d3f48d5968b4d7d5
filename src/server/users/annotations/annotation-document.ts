import type { AnnotationDocument } from "@/lib/contracts/annotations";
import { toDocument } from "@/server/http/document";

/** The author as a small nested document: who wrote it is shown next to each annotation. */
export const annotationInclude = {
  author: { select: { id: true, name: true, role: true, image: true } },
} as const;

export function annotationDocument(row: Record<string, unknown>): AnnotationDocument {
  return toDocument(row) as unknown as AnnotationDocument;
}
