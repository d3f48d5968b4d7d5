/**
 * What is due for assessment, in the organisation the call acts in and for the users `users` selects (a User
 * where-clause: the caller's scope from visibleUsers, or one user for force-assessment):
 * - journal entries: not drafts, not assessed, shouldAssess (force: whatever shouldAssess says);
 * - chats: agent chats (the athlete is the chat's creator), closed (a chat still going is not assessed), not
 *   assessed, with at least one user message, shouldAssess (force: whatever shouldAssess says).
 * An item whose claim was abandoned (a run died during its model call: assessed, no assessedAt, untouched for
 * CLAIM_TIMEOUT_MINUTES) is due again. Oldest first; at most `take`, with the count of the rest.
 */
import type { AssessedKind } from "@/lib/contracts/assessments";
import { db } from "@/server/db";
import { abandonedClaimBefore } from "./assess-item";

/** Not assessed, or claimed by a run that was abandoned (see CLAIM_TIMEOUT_MINUTES). */
function notAssessed() {
  return {
    OR: [
      { assessed: false },
      { assessed: true, assessedAt: null, updatedAt: { lt: abandonedClaimBefore() } },
    ],
  };
}

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
  const where = {
    organizationId: filter.organizationId,
    draft: false,
    ...notAssessed(),
    ...(filter.force ? {} : { shouldAssess: true }),
    user: filter.users,
  };
  const [rows, total] = await Promise.all([
    db.journalEntry.findMany({
      where,
      select: { id: true, title: true, userId: true },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take,
    }),
    db.journalEntry.count({ where }),
  ]);
  return {
    items: rows.map((r) => ({ kind: "journal", id: r.id, title: r.title, userId: r.userId })),
    remaining: total - rows.length,
  };
}

export async function dueChats(filter: DueFilter, take: number): Promise<DueList> {
  const where = {
    organizationId: filter.organizationId,
    type: "agent_chat" as const,
    closed: true,
    ...notAssessed(),
    ...(filter.force ? {} : { shouldAssess: true }),
    createdBy: filter.users,
    messages: { some: { role: "user" as const } },
  };
  const [rows, total] = await Promise.all([
    db.chat.findMany({
      where,
      select: { id: true, title: true, createdById: true },
      orderBy: [{ lastMessageAt: "asc" }, { id: "asc" }],
      take,
    }),
    db.chat.count({ where }),
  ]);
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
