/** A case as the API answers it: the list's document, and the detail with its quoted context and record. */
import type { Sendable } from "@/lib/api/define";
import type { CaseDetail, CaseDocument } from "@/lib/contracts/safeguarding/schemas";
import type { CaseRow } from "./case-scope";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Who last did `action` on the case (its record says; the row keeps only when). */
function lastActor(row: CaseRow, action: string): string | null {
  const event = row.events.findLast((e) => e.action === action);
  return event?.actor?.name ?? null;
}

export function caseDocument(row: CaseRow): Sendable<CaseDocument> {
  return {
    _id: row.id,
    __v: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    organization: row.organizationId,
    athlete: row.athleteId,
    athleteName: row.athlete.name,
    source: row.source as CaseDocument["source"],
    chat: row.chatId,
    journal: row.journalId,
    kind: row.kind as CaseDocument["kind"],
    severity: row.severity as CaseDocument["severity"],
    detector: row.detector as CaseDocument["detector"],
    score: row.score,
    concerns: row.concerns as CaseDocument["concerns"],
    status: row.status as CaseDocument["status"],
    assignee: row.assigneeId,
    assigneeName: row.assignee?.name ?? null,
    acknowledgedAt: iso(row.acknowledgedAt),
    acknowledgedByName: row.acknowledgedAt ? lastActor(row, "acknowledged") : null,
    resolvedAt: iso(row.resolvedAt),
    resolvedByName: row.resolvedAt ? lastActor(row, "resolved") : null,
    outcome: (row.outcome as CaseDocument["outcome"]) ?? null,
  };
}

export function caseDetail(row: CaseRow): Sendable<CaseDetail> {
  return {
    ...caseDocument(row),
    context: row.context as CaseDetail["context"],
    events: row.events.map((e) => ({
      _id: e.id,
      action: e.action as CaseDetail["events"][number]["action"],
      note: e.note,
      actor: e.actorId,
      actorName: e.actor?.name ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
