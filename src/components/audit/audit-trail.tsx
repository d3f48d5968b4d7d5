"use client";

import { ScrollTextIcon, XIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { EmptyState, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { useFormat } from "@/i18n/format";
import { audit } from "@/lib/api/browser-endpoints";
import type { AuditEventDoc } from "@/lib/contracts/audit/schemas";
import { AUDIT_ACTIONS, type AuditActionValue } from "@/lib/contracts/audit/values";
import { browserSummary } from "@/lib/user-agent";

/**
 * /dashboard/audit: the audit trail of the organisation (POST /audit/paginate), newest first, filtered by person,
 * action and day. Each row says who did what to whom, when, and from which client.
 */
export function AuditTrail() {
  const t = useTranslations("audit.trail");
  return (
    <React.Suspense fallback={<RowsSkeleton label={t("loading")} />}>
      <AuditTrailInner />
    </React.Suspense>
  );
}

/** The person the trail is narrowed to: from `?person=` (a user's page links here), or a name clicked in a row. */
type Person = { _id: string; name: string | null };

function AuditTrailInner() {
  const t = useTranslations("audit.trail");
  const list = useListState();
  const initial = useSearchParams().get("person");
  const [person, setPerson] = React.useState<Person | null>(initial ? { _id: initial, name: null } : null);
  const [action, setAction] = React.useState<AuditActionValue | "">("");
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  const query = React.useMemo(
    () => ({
      page: list.state.page,
      limit: list.state.pageSize,
      filters: {
        ...(person ? { person: person._id } : {}),
        ...(action ? { action } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      },
    }),
    [list.state.page, list.state.pageSize, person, action, from, to],
  );
  const result = useList<AuditEventDoc>(audit.paginate.path, query);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      list.setPage(1);
    };
  return (
    <div className="grid gap-4">
      <AuditFilters
        action={action}
        from={from}
        to={to}
        onAction={refilter(setAction)}
        onFrom={refilter(setFrom)}
        onTo={refilter(setTo)}
      />
      {person ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{person.name ? t("onlyPerson", { name: person.name }) : t("onlyUnknown")}</span>
          <Button variant="outline" size="sm" onClick={() => refilter(setPerson)(null)}>
            <XIcon aria-hidden />
            {t("showEveryone")}
          </Button>
        </div>
      ) : null}
      <PagedItems
        label={t("label")}
        result={result}
        errorTitle={t("error")}
        skeleton={<RowsSkeleton label={t("loading")} />}
        empty={
          <EmptyState icon={ScrollTextIcon} title={t("emptyTitle")}>
            {t("empty")}
          </EmptyState>
        }
      >
        {(item) => (
          <li key={item._id}>
            <AuditRow item={item} onPerson={refilter(setPerson)} />
          </li>
        )}
      </PagedItems>
      <ListPager label={t("label")} count={(count) => t("count", { count })} result={result} list={list} />
    </div>
  );
}

/** The action and day filters above the trail; each change goes back to the first page. */
function AuditFilters(props: {
  action: AuditActionValue | "";
  from: string;
  to: string;
  onAction: (action: AuditActionValue | "") => void;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}) {
  const t = useTranslations("audit.filters");
  const ta = useTranslations("audit.actions");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FormField label={t("action")}>
        <Select
          value={props.action}
          onChange={(e) => props.onAction(e.target.value as AuditActionValue | "")}
        >
          <option value="">{t("allActions")}</option>
          <SelectOptions values={AUDIT_ACTIONS} label={(value) => ta(value)} />
        </Select>
      </FormField>
      <FormField label={t("from")}>
        <Input type="date" value={props.from} onChange={(e) => props.onFrom(e.target.value)} />
      </FormField>
      <FormField label={t("to")}>
        <Input type="date" value={props.to} onChange={(e) => props.onTo(e.target.value)} />
      </FormField>
    </div>
  );
}

/** A person on a row: their name, a button that narrows the trail to them; an erased person is only named so. */
function PersonName({ person, onPerson }: { person: AuditEventDoc["actor"]; onPerson: (p: Person) => void }) {
  const t = useTranslations("audit.row");
  if (!person) return <span>{t("unknown")}</span>;
  const { _id, name } = person;
  if (!_id || !name) return <span className="italic">{t("erased")}</span>;
  return (
    <button
      type="button"
      className="cursor-pointer font-medium hover:underline"
      title={t("onlyEventsOf", { name })}
      onClick={() => onPerson({ _id, name })}
    >
      {name}
    </button>
  );
}

/** "role, teams" for changed fields; "reason: invalid" and the like for the rest. */
function detailText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) =>
      Array.isArray(value) ? `${key}: ${value.join(", ")}` : `${key}: ${String(value)}`,
    )
    .join(" · ");
}

function AuditRow({ item, onPerson }: { item: AuditEventDoc; onPerson: (p: Person) => void }) {
  const t = useTranslations("audit");
  const ta = useTranslations("audit.actions");
  const format = useFormat();
  const sameTarget = item.target && item.actor && item.target._id === item.actor._id;
  const thing = item.targetType ? `${item.targetType} ${item.targetId ?? ""}`.trim() : null;
  const details = detailText(item.details);
  return (
    <div className="grid gap-1 px-4 py-3" data-testid="audit-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant="outline">{ta(item.action)}</Badge>
        <PersonName person={item.actor} onPerson={onPerson} />
        {item.target && !sameTarget ? (
          <span className="text-muted-foreground">
            → <PersonName person={item.target} onPerson={onPerson} />
          </span>
        ) : null}
        {thing ? <span className="font-mono text-xs text-muted-foreground">{thing}</span> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        <time dateTime={item.createdAt}>{format.dateTime(item.createdAt)}</time>
        {item.client.address ? ` · ${item.client.address}` : null}
        {item.client.userAgent ? (
          <>
            {" · "}
            <span title={item.client.userAgent}>
              {browserSummary(item.client.userAgent, (browser, system) =>
                t("browserOn", { browser, system }),
              )}
            </span>
          </>
        ) : null}
        {details ? ` · ${details}` : null}
      </p>
    </div>
  );
}
