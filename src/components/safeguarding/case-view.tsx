"use client";

import { DetailCard } from "@/components/management/detail-list";
import { formatDateTime } from "@/components/management/display";
import { Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { SectionCard } from "@/components/ui/section-card";
import { safeguarding } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import type { CaseDetail } from "@/lib/contracts/safeguarding/schemas";
import {
  CASE_OUTCOME_LABELS,
  CASE_SOURCE_LABELS,
  CONCERN_KIND_LABELS,
} from "@/lib/contracts/safeguarding/values";
import { ROUTES } from "@/lib/routes";
import { CaseActions } from "./case-actions";
import { SeverityBadge, StatusBadge } from "./case-badges";
import { CaseRecord } from "./case-record";

const DETECTOR_LABEL = {
  rules: "Offline rules",
  "offline-model": "Offline model",
  moderation: "Moderation model",
  classifier: "AI classification",
};

/**
 * /dashboard/safeguarding/view/{id}: one case for a lead: the words quoted with the turns around them, what was
 * found, where it stands, what a lead can do next, and the record of every view and action. Opening the page is
 * itself recorded.
 */
export function CaseView({ id }: { id: string }) {
  const found = useResource(request(safeguarding.get, { params: { id } }));
  const data = found.data;
  return (
    <PageShell
      title={data ? `${data.athleteName}: ${CONCERN_KIND_LABELS[data.kind]}` : "Safeguarding case"}
      description="What was written or said stays on this page; the athlete's chats stay as private as before."
      back={{ href: ROUTES.safeguarding, label: "Safeguarding" }}
    >
      <Loaded resource={found}>
        {(item) => (
          <>
            <QuotedContext item={item} />
            <DetailCard
              title="Details"
              items={[
                { label: "Severity", value: <SeverityBadge severity={item.severity} /> },
                { label: "Status", value: <StatusBadge status={item.status} /> },
                { label: "Where", value: CASE_SOURCE_LABELS[item.source] },
                { label: "When", value: formatDateTime(item.createdAt) },
                {
                  label: "Found by",
                  value: `${DETECTOR_LABEL[item.detector]} (score ${item.score.toFixed(2)})`,
                },
                { label: "With", value: item.assigneeName },
                {
                  label: "Acknowledged",
                  value: item.acknowledgedAt
                    ? `${item.acknowledgedByName ?? "Someone"}, ${formatDateTime(item.acknowledgedAt)}`
                    : null,
                },
                {
                  label: "Outcome",
                  value: item.outcome
                    ? `${CASE_OUTCOME_LABELS[item.outcome]} (${item.resolvedByName ?? "someone"}, ${formatDateTime(item.resolvedAt)})`
                    : null,
                },
              ]}
            />
            <CaseActions item={item} onChanged={found.setData} />
            <CaseRecord item={item} />
          </>
        )}
      </Loaded>
    </PageShell>
  );
}

const ROLE_LABEL = { athlete: "Athlete", "coach-ai": "AI coach", other: "Someone else" } as const;

function QuotedContext({ item }: { item: CaseDetail }) {
  return (
    <SectionCard
      title="What was said"
      description="The words that raised the concern, with the turns before them."
    >
      <ol className="grid gap-3" aria-label="Quoted conversation">
        {item.context.map((turn, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the quoted turns never change order.
            key={index}
            className={
              turn.flagged
                ? "rounded-md border-l-4 border-destructive bg-destructive/5 px-3 py-2"
                : "border-l-4 border-muted px-3 py-2"
            }
            data-flagged={turn.flagged || undefined}
          >
            <p className="text-xs font-medium text-muted-foreground">
              {ROLE_LABEL[turn.role]}
              {turn.at ? ` · ${formatDateTime(turn.at)}` : null}
              {turn.flagged ? " · Raised the concern" : null}
            </p>
            <blockquote className="break-words whitespace-pre-wrap">{turn.content}</blockquote>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
