"use client";

import { TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { useList } from "@/components/data-table/use-list";
import { SEARCH_DEBOUNCE_MS, useSearchQuery } from "@/components/data-table/use-search-query";
import { SwitchField } from "@/components/management/fields";
import type { FieldErrors } from "@/components/management/form";
import { RemovableTags } from "@/components/management/removable-tags";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { agents, teams, users } from "@/lib/api/browser-endpoints";
import { type AiConfigTranslator, useErrorTexts } from "./labels";

/** Selected records: id → display name (names of records loaded earlier stay known while searching). */
export type Picked = Map<string, string>;

interface Named {
  _id: string;
  name?: string;
  title?: string;
  email?: string;
}

export function pickedFrom(refs: readonly (string | Named)[] | null | undefined): Picked {
  return new Map(
    (refs ?? []).map((r) => (typeof r === "string" ? [r, r] : [r._id, r.name ?? r.title ?? r._id])),
  );
}

/** What a picker says: its legend, the list of what is picked, and its search box's name and placeholder. */
export interface PickerTexts {
  legend: string;
  selected: string;
  search: string;
  placeholder: string;
}

/**
 * A searchable multi-select over a paginate endpoint (first 50 matches, sorted by name when `sortByName`):
 * checkboxes for the matches and removable badges for what is picked.
 */
export function MultiPicker({
  texts,
  path,
  value,
  onChange,
  sortByName = true,
  detailOf,
  error,
}: {
  texts: PickerTexts;
  /** Paginate endpoint without /api, e.g. "/teams/paginate". */
  path: string;
  value: Picked;
  onChange: (value: Picked) => void;
  sortByName?: boolean;
  detailOf?: (doc: Named) => string | undefined;
  error?: string;
}) {
  const t = useTranslations("aiConfig");
  const id = React.useId();
  const { search, setSearch, query } = useSearchQuery(SEARCH_DEBOUNCE_MS);
  const list = useList<Named>(path, {
    page: 1,
    limit: 50,
    ...(sortByName ? { sortBy: "name", sortOrder: "asc" as const } : {}),
    ...(query ? { searchQuery: query } : {}),
  });

  // Stored ids arrive without names: learn them from the loaded page.
  const docs = list.data?.docs ?? [];
  React.useEffect(() => {
    const unnamed = docs.filter((d) => value.get(d._id) === d._id);
    if (unnamed.length === 0) return;
    const next = new Map(value);
    for (const d of unnamed) next.set(d._id, d.name ?? d.title ?? d._id);
    onChange(next);
  }, [docs, value, onChange]);

  function toggle(doc: Named, checked: boolean) {
    const next = new Map(value);
    if (checked) next.set(doc._id, doc.name ?? doc.title ?? doc._id);
    else next.delete(doc._id);
    onChange(next);
  }

  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">{texts.legend}</legend>
      <RemovableTags
        label={texts.selected}
        items={[...value].map(([key, label]) => ({ key, label }))}
        onRemove={(key) => {
          const next = new Map(value);
          next.delete(key);
          onChange(next);
        }}
      />
      <Input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={texts.placeholder}
        aria-label={texts.search}
      />
      <div className="max-h-56 overflow-y-auto rounded-md border" aria-busy={list.loading || undefined}>
        {list.error ? (
          <p className="p-3 text-sm text-destructive">{list.error.message}</p>
        ) : list.loading && docs.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{t("loading")}</p>
        ) : docs.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{t("assignmentFields.nothingFound")}</p>
        ) : (
          <ul className="divide-y">
            {docs.map((doc) => {
              const optionId = `${id}-${doc._id}`;
              const detail = detailOf?.(doc);
              return (
                <li key={doc._id} className="flex items-center gap-3 px-3 py-2">
                  <Checkbox
                    id={optionId}
                    checked={value.has(doc._id)}
                    onCheckedChange={(checked) => toggle(doc, checked === true)}
                  />
                  <Label htmlFor={optionId} className="grid min-w-0 flex-1 cursor-pointer font-normal">
                    <span className="truncate">{doc.name ?? doc.title ?? doc._id}</span>
                    {detail ? <span className="truncate text-xs text-muted-foreground">{detail}</span> : null}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </fieldset>
  );
}

/** A picker's texts from the `aiConfig` catalogue. */
function pickerTexts(t: AiConfigTranslator, picker: "teams" | "users" | "agents"): PickerTexts {
  return {
    legend: t(`assignmentFields.${picker}.legend`),
    selected: t(`assignmentFields.${picker}.selected`),
    search: t(`assignmentFields.${picker}.search`),
    placeholder: t(`assignmentFields.${picker}.placeholder`),
  };
}

/** Whether no member at all would get it: nothing but agents chosen. */
export const assignsNobody = (value: AssignmentValue) =>
  !value.assignToEverybody && !value.toOrganization && value.toTeams.size === 0 && value.toUsers.size === 0;

export interface AssignmentValue {
  assignToEverybody: boolean;
  /** Assigned to the organisation the dashboard acts in. */
  toOrganization: boolean;
  toTeams: Picked;
  toUsers: Picked;
  toAgents: Picked;
}

/**
 * Who an agent or instruction set applies to: everybody, or any mix of the organisation, teams, users and (for
 * instruction sets) agents. The pickers are hidden while "everybody" is on.
 */
export function AssignmentFields<V extends AssignmentValue>({
  form,
  withOrganization = false,
  withAgents = false,
}: {
  form: { values: V; errors: FieldErrors; setValue: <K extends keyof V>(key: K, value: V[K]) => void };
  withOrganization?: boolean;
  withAgents?: boolean;
}) {
  const t = useTranslations("aiConfig");
  const { values: value, setValue } = form;
  const errors = useErrorTexts(form.errors);
  // The form's values hold these keys with these types (V extends AssignmentValue).
  const onChange = React.useCallback(
    <K extends keyof AssignmentValue>(key: K, next: AssignmentValue[K]) => setValue(key, next as V[K]),
    [setValue],
  );
  const setTeams = React.useCallback((next: Picked) => onChange("toTeams", next), [onChange]);
  const setUsers = React.useCallback((next: Picked) => onChange("toUsers", next), [onChange]);
  const setAgents = React.useCallback((next: Picked) => onChange("toAgents", next), [onChange]);
  return (
    <div className="grid gap-5">
      <SwitchField
        label={t("assignmentFields.everybody")}
        checked={value.assignToEverybody}
        onCheckedChange={(checked) => onChange("assignToEverybody", checked)}
        description={t("assignmentFields.everybodyHint")}
      />
      {assignsNobody(value) ? (
        <Alert variant="warning" data-testid="assigned-to-nobody">
          <TriangleAlertIcon />
          <AlertTitle>{t("assignmentFields.nobodyTitle")}</AlertTitle>
          <AlertDescription>
            {withAgents ? t("assignmentFields.nobodySet") : t("assignmentFields.nobodyAgent")}
          </AlertDescription>
        </Alert>
      ) : null}
      {value.assignToEverybody ? null : (
        <>
          {/* The same as everybody for the organisation the set belongs to: shown only to turn a stored one off. */}
          {withOrganization && value.toOrganization ? (
            <SwitchField
              label={t("assignmentFields.organization")}
              checked={value.toOrganization}
              onCheckedChange={(checked) => onChange("toOrganization", checked)}
              description={t("assignmentFields.organizationHint")}
            />
          ) : null}
          <div className="grid gap-5 lg:grid-cols-2">
            <MultiPicker
              texts={pickerTexts(t, "teams")}
              path={teams.paginate.path}
              value={value.toTeams}
              onChange={setTeams}
              error={errors.toTeams}
            />
            <MultiPicker
              texts={pickerTexts(t, "users")}
              path={users.paginate.path}
              value={value.toUsers}
              onChange={setUsers}
              detailOf={(d) => d.email}
              error={errors.toUsers}
            />
          </div>
        </>
      )}
      {withAgents ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <MultiPicker
            texts={pickerTexts(t, "agents")}
            path={agents.paginate.path}
            value={value.toAgents}
            onChange={setAgents}
            sortByName={false}
            error={errors.toAgents}
          />
          <p className="text-sm text-muted-foreground lg:pt-7">
            {value.toAgents.size === 0
              ? t("assignmentFields.noAgent")
              : t("assignmentFields.someAgents", { count: value.toAgents.size })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
