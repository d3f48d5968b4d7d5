"use client";

import { useTranslations } from "next-intl";
import { DetailCard } from "@/components/management/detail-list";
import { Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import { safeguarding } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import type { CaseDetail } from "@/lib/contracts/safeguarding/schemas";
import { ROUTES } from "@/lib/routes";
import { CaseActions } from "./case-actions";
import { SeverityBadge, StatusBadge } from "./case-badges";
import { CaseRecord } from "./case-record";

/**
 * /dashboard/safeguarding/view/{id}: one case for a lead: the words quoted with the turns around them, what was
 * found, where it stands, what a lead can do next, and the record of every view and action. Opening the page is
 * itself recorded.
 */
export function CaseView({ id }: { id: string }) {
  const t = useTranslations("safeguarding");
  const format = useFormat();
  const found = useResource(request(safeguarding.get, { params: { id } }));
  const data = found.data;
  return (
    <PageShell
      title={
        data
          ? t("caseTitle", { athlete: data.athleteName, kind: t(`kinds.${data.kind}`) })
          : t("view.fallbackTitle")
      }
      description={t("view.description")}
      back={{ href: ROUTES.safeguarding, label: t("view.back") }}
    >
      <Loaded resource={found}>
        {(item) => (
          <>
            <QuotedContext item={item} />
            <DetailCard
              title={t("view.details")}
              items={[
                {
                  id: "severity",
                  label: t("view.severity"),
                  value: <SeverityBadge severity={item.severity} />,
                },
                { id: "status", label: t("view.status"), value: <StatusBadge status={item.status} /> },
                { id: "where", label: t("view.where"), value: t(`sources.${item.source}`) },
                { id: "when", label: t("view.when"), value: format.dateTime(item.createdAt) },
                {
                  id: "foundBy",
                  label: t("view.foundBy"),
                  value: t("view.detectedBy", {
                    detector: t(`detectors.${item.detector}`),
                    score: format.number(item.score, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
                  }),
                },
                { id: "with", label: t("view.with"), value: item.assigneeName },
                {
                  id: "acknowledged",
                  label: t("view.acknowledged"),
                  value: item.acknowledgedAt
                    ? item.acknowledgedByName
                      ? t("view.acknowledgedBy", {
                          name: item.acknowledgedByName,
                          date: format.dateTime(item.acknowledgedAt),
                        })
                      : t("view.acknowledgedBySomeone", { date: format.dateTime(item.acknowledgedAt) })
                    : null,
                },
                {
                  id: "outcome",
                  label: t("view.outcome"),
                  value: item.outcome
                    ? item.resolvedByName
                      ? t("view.resolvedAs", {
                          outcome: t(`outcomes.${item.outcome}`),
                          name: item.resolvedByName,
                          date: format.dateTime(item.resolvedAt),
                        })
                      : t("view.resolvedAsUnknown", {
                          outcome: t(`outcomes.${item.outcome}`),
                          date: format.dateTime(item.resolvedAt),
                        })
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

function QuotedContext({ item }: { item: CaseDetail }) {
  const t = useTranslations("safeguarding");
  const format = useFormat();
  return (
    <SectionCard title={t("view.quotedTitle")} description={t("view.quotedDescription")}>
      <ol className="grid gap-3" aria-label={t("view.quotedLabel")}>
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
              {t("view.turn", {
                role: t(`roles.${turn.role}`),
                dated: turn.at ? "yes" : "no",
                date: format.dateTime(turn.at),
                flagged: turn.flagged ? "yes" : "no",
              })}
            </p>
            <blockquote className="break-words whitespace-pre-wrap">{turn.content}</blockquote>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
