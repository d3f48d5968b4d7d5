"use client";

import { ShieldCheckIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { EmptyState, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/i18n/format";
import { safeguarding } from "@/lib/api/browser-endpoints";
import type { CaseDocument } from "@/lib/contracts/safeguarding/schemas";
import { PAGES } from "@/lib/routes";
import { SeverityBadge, StatusBadge } from "./case-badges";

type State = "open" | "resolved";

/**
 * /dashboard/safeguarding: the cases the caller leads (POST /safeguarding/cases/paginate), open ones first (the
 * default tab), newest first; each row names the athlete, the kind, the severity and where it was said, never the
 * words (those are on the case).
 */
export function CaseList() {
  const t = useTranslations("safeguarding.list");
  return (
    <React.Suspense fallback={<RowsSkeleton label={t("loading")} />}>
      <CaseListInner />
    </React.Suspense>
  );
}

function CaseListInner() {
  const t = useTranslations("safeguarding.list");
  const list = useListState();
  const [state, setState] = React.useState<State>("open");
  const query = React.useMemo(
    () => ({ page: list.state.page, limit: list.state.pageSize, filters: { state } }),
    [list.state.page, list.state.pageSize, state],
  );
  const result = useList<CaseDocument>(safeguarding.paginate.path, query);
  return (
    <div className="grid gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t("show")}</legend>
        {(["open", "resolved"] as const).map((value) => (
          <Button
            key={value}
            variant={state === value ? "default" : "outline"}
            size="sm"
            aria-pressed={state === value}
            onClick={() => {
              setState(value);
              list.setPage(1);
            }}
          >
            {value === "open" ? t("open") : t("resolved")}
          </Button>
        ))}
      </fieldset>
      <PagedItems
        label={state === "open" ? t("openLabel") : t("resolvedLabel")}
        result={result}
        errorTitle={t("loadError")}
        skeleton={<RowsSkeleton label={t("loading")} />}
        empty={
          <EmptyState
            icon={ShieldCheckIcon}
            title={state === "open" ? t("openEmptyTitle") : t("resolvedEmptyTitle")}
          >
            {state === "open" ? t("openEmpty") : t("resolvedEmpty")}
          </EmptyState>
        }
      >
        {(item) => (
          <li key={item._id}>
            <CaseRow item={item} />
          </li>
        )}
      </PagedItems>
      <ListPager label={t("label")} count={(count) => t("count", { count })} result={result} list={list} />
    </div>
  );
}

function CaseRow({ item }: { item: CaseDocument }) {
  const t = useTranslations("safeguarding");
  const format = useFormat();
  const where = {
    source: t(`sources.${item.source}`),
    date: format.dateTime(item.createdAt),
    time: (chunks: React.ReactNode) => <time dateTime={item.createdAt}>{chunks}</time>,
  };
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" data-testid="case-row">
      <div className="grid min-w-0 flex-1 gap-1">
        <Link href={PAGES.safeguarding.view(item._id)} className="font-medium hover:underline">
          {t("caseTitle", { athlete: item.athleteName, kind: t(`kinds.${item.kind}`) })}
        </Link>
        <p className="text-sm text-muted-foreground">
          {item.assigneeName
            ? t.rich("list.whereWith", { ...where, assignee: item.assigneeName })
            : t.rich("list.where", where)}
        </p>
      </div>
      <div className="flex gap-2">
        <SeverityBadge severity={item.severity} />
        <StatusBadge status={item.status} />
      </div>
    </div>
  );
}
