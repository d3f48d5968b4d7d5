/**
 * What is due for assessment, in the organisation the call acts in and for the users `users` selects (a User
 * where-clause: the caller's scope from visibleUsers, or one user for force-assessment):
 * - journal entries: not drafts, not assessed, shouldAssess (force: whatever shouldAssess says);
 * - chats: agent chats (the athlete is the chat's creator), closed (a chat still going is not assessed), not
 *   assessed, with at least one user message, shouldAssess (force: whatever shouldAssess says).
 * An item whose claim was abandoned (a run died during its model call: assessed, no assessedAt, untouched for
 * CLAIM_TIMEOUT_MINUTES) is due again. Oldest first; at most `take`, with the count of the rest.
 */
import type { AssessedKind } from "@/lib/contracts/assessments/schemas";
import { chatsDueForAssessment } from "@/server/chats/assessment/due-for-assessment";
import { journalsDueForAssessment } from "@/server/journals/due-for-assessment";
import { abandonedClaimBefore } from "./assess-item";

export interface DueItem {
  kind: AssessedKind;
  id: string;
  title: string;
  userId: string;
}

export interface DueFilter {
  organizationId: string;
  users: Record<string, unknown>;
  /** Force-assessment: ignore shouldAssess. */
  force?: boolean;
}

export interface DueList {
  items: DueItem[];
  /** Due items beyond `take`. */
  remaining: number;
}

export async function dueJournals(filter: DueFilter, take: number): Promise<DueList> {
  const { rows, total } = await journalsDueForAssessment(
    { ...filter, abandonedClaimBefore: abandonedClaimBefore() },
    take,
  );
  return {
    items: rows.map((r) => ({ kind: "journal", id: r.id, title: r.title, userId: r.userId })),
    remaining: total - rows.length,
  };
}

export async function dueChats(filter: DueFilter, take: number): Promise<DueList> {
  const { rows, total } = await chatsDueForAssessment(
    { ...filter, abandonedClaimBefore: abandonedClaimBefore() },
    take,
  );
  return {
    items: rows.map((r) => ({
      kind: "chat",
      id: r.id,
      title: r.title ?? "Chat",
      userId: r.createdById as string,
    })),
    remaining: total - rows.length,
  };
}
