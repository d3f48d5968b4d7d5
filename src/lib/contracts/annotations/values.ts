export const ANNOTATION_CONTENT_MAX = 1000;

/** Who may delete an annotation: its author, or an admin (the page and the API ask the same question). */
export function mayDeleteAnnotation(
  person: { _id: string; role: string; isAdminMaster?: boolean },
  authorId: string | null | undefined,
): boolean {
  return authorId === person._id || person.role === "admin" || person.isAdminMaster === true;
}
