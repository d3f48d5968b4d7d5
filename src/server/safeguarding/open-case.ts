/**
 * A concern opens a case and tells the organisation's safeguarding leads. An athlete who writes again about the
 * same kind while a case is still open adds to that case (its context grows, its severity can only rise) instead
 * of opening another; the leads are told each time. The notification names the athlete and the kind, never the
 * words: those are on the case, which only leads read.
 */

import type { Prisma } from "@/generated/prisma/client";
import { systemText } from "@/lib/contracts/notifications/system-texts";
import {
  CASE_SOURCE_LABELS,
  type CaseSource,
  CONCERN_KIND_LABELS,
  concernTitle,
  SEVERITY_LABELS,
} from "@/lib/contracts/safeguarding/values";
import { db } from "@/server/db";
import { notify } from "@/server/notifications/notify";
import { safeguardingLeadsOf } from "@/server/users/safeguarding-leads";
import { bySeverity, type Screening } from "./screened";

/** One turn of the quoted context; `flagged` marks the words the concern was found in. */
export interface QuotedTurn {
  role: "athlete" | "coach-ai" | "other";
  content: string;
  /** When it was said, where known (earlier chat turns are quoted without their time). */
  at: string | null;
  flagged: boolean;
}

export interface CaseInput {
  organizationId: string;
  athlete: { id: string; name: string };
  source: CaseSource;
  chatId?: string | null;
  messageId?: string | null;
  journalId?: string | null;
  context: QuotedTurn[];
  screening: Screening;
}

export async function openCase(input: CaseInput): Promise<{ caseId: string; added: boolean } | null> {
  const [top] = input.screening.concerns;
  if (!top) return null;
  const concerns = input.screening.concerns as unknown as Prisma.InputJsonValue;
  const open = await db.safeguardingCase.findFirst({
    where: { athleteId: input.athlete.id, kind: top.kind, status: { not: "resolved" } },
    orderBy: { createdAt: "desc" },
    select: { id: true, severity: true, score: true, context: true, leadIds: true },
  });
  let caseId: string;
  let leadIds: string[];
  if (open) {
    const rises = bySeverity(top, { severity: open.severity as typeof top.severity, score: open.score }) < 0;
    await db.safeguardingCase.update({
      where: { id: open.id },
      data: {
        context: [
          ...(open.context as unknown as QuotedTurn[]),
          ...input.context,
        ] as unknown as Prisma.InputJsonValue,
        ...(rises ? { severity: top.severity, score: top.score, detector: top.detector, concerns } : {}),
        events: { create: { action: "added", note: CASE_SOURCE_LABELS[input.source] } },
      },
    });
    caseId = open.id;
    leadIds = open.leadIds;
  } else {
    leadIds = await safeguardingLeadsOf(input.organizationId, input.athlete.id);
    const row = await db.safeguardingCase.create({
      data: {
        organizationId: input.organizationId,
        athleteId: input.athlete.id,
        source: input.source,
        chatId: input.chatId ?? null,
        messageId: input.messageId ?? null,
        journalId: input.journalId ?? null,
        kind: top.kind,
        severity: top.severity,
        detector: top.detector,
        score: top.score,
        concerns,
        context: input.context as unknown as Prisma.InputJsonValue,
        leadIds,
        events: { create: { action: "opened" } },
      },
      select: { id: true },
    });
    caseId = row.id;
  }
  await tellLeads(input, leadIds, caseId, top);
  return { caseId, added: Boolean(open) };
}

async function tellLeads(
  input: CaseInput,
  leadIds: string[],
  caseId: string,
  top: Screening["concerns"][number],
): Promise<void> {
  const where = CASE_SOURCE_LABELS[input.source].toLowerCase();
  await notify({
    type: "user",
    userIds: leadIds,
    title: concernTitle(input.athlete.name),
    message: `${CONCERN_KIND_LABELS[top.kind]} (${SEVERITY_LABELS[top.severity].toLowerCase()}), in a ${where}. Open the case to see what was written and act on it.`,
    level: top.severity === "medium" ? "warning" : "error",
    metadata: {
      href: `/dashboard/safeguarding/${caseId}`,
      kind: "safeguarding",
      caseId,
      ...systemText(
        { key: "safeguardingConcern.title", values: { athlete: input.athlete.name } },
        {
          key: "safeguardingConcern.message",
          // An ICU selector has no hyphens: speech-to-speech is "conversation" there.
          values: {
            kind: top.kind,
            severity: top.severity,
            source: input.source === "speech-to-speech" ? "conversation" : input.source,
          },
        },
      ),
    },
    organizationId: input.organizationId,
  });
}
