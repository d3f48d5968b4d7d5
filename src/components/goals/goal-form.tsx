"use client";

import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import type { z } from "zod";

import { EditOrCreate } from "@/components/management/edit-or-create";
import { contractsLoader, optional, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { useSaveDocument } from "@/components/management/save-document";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/i18n/format";
import { goals } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { DEFAULT_GOAL_STATUS, GOAL_DEADLINES, GOAL_PRIORITIES, GOAL_STATUSES } from "@/lib/constants";
import type { createGoalSchema, GoalDeadline, GoalDoc, GoalKeyword } from "@/lib/contracts/goals/schemas";
import { GOAL_TEXT_MAX } from "@/lib/contracts/goals/values";
import { toDateInput } from "@/lib/date-inputs";
import { computeDeadlineDate } from "@/lib/goals/deadline";
import { PAGES } from "@/lib/routes";
import { KeywordPicker } from "./keyword-picker";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/goals/schemas"));

/** A date input's value as the start of that local day (ISO), or undefined when empty: the goal keeps its date. */
function fromDayInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * Create or edit a goal (POST /goals, PUT /goals/{id}), validated with the shared goal contracts. `forUser` (a
 * coach or admin creating for someone in their scope) is sent as `user`. The deadline date is shown computed for
 * the calendar kinds and asked for only when the deadline is custom.
 */
export function GoalForm({ id, forUser }: { id?: string; forUser?: string }) {
  return (
    <EditOrCreate edit={id ? request(goals.get, { params: { id } }) : null} rows={6}>
      {(goal) => <GoalFields goal={goal} forUser={forUser} />}
    </EditOrCreate>
  );
}

function GoalFields({ goal, forUser }: { goal?: GoalDoc; forUser?: string }) {
  const t = useTranslations("goals.form");
  const te = useTranslations("enums");
  const format = useFormat();
  const timeZone = useTimeZone();
  const router = useRouter();
  const saveDocument = useSaveDocument();
  const initialStart = toDateInput(goal?.startDate);
  const initialDeadline = toDateInput(goal?.deadlineDate);
  const form = useContractForm(contracts, {
    title: goal?.title ?? "",
    target: goal?.target ?? "",
    motivation: goal?.motivation ?? "",
    keywords: (goal?.keywords ?? []) as GoalKeyword[],
    deadline: (goal?.deadline ?? "") as GoalDeadline | "",
    priority: (goal?.priority ?? "") as string,
    status: (goal?.status ?? DEFAULT_GOAL_STATUS) as string,
    startDate: initialStart,
    deadlineDate: initialDeadline,
    progress: String(goal?.progress ?? 0),
  });
  const { values, setValue, bind, errors } = form;
  const cancelHref = goal ? PAGES.goals.view(goal._id) : PAGES.goals.list;
  const custom = values.deadline === "custom";
  const preview =
    values.deadline && !custom
      ? computeDeadlineDate(
          values.deadline,
          values.startDate ? new Date(`${values.startDate}T00:00:00`) : new Date(),
          // The person's timezone, as the date is shown; the browser's when they have none.
          timeZone ?? browserTimeZone(),
        )
      : null;

  const keywordError = Object.entries(errors).find(([path]) => path.split(".")[0] === "keywords")?.[1];

  async function save() {
    const progress = values.progress.trim() === "" ? undefined : Number(values.progress);
    const startChanged = values.startDate !== initialStart;
    const deadlineChanged = values.deadlineDate !== initialDeadline;
    const body: Record<string, unknown> = {
      title: values.title,
      target: values.target,
      motivation: values.motivation.trim(),
      keywords: values.keywords,
      status: values.status,
      ...(values.deadline ? { deadline: values.deadline } : {}),
      ...(startChanged && values.startDate ? { startDate: fromDayInput(values.startDate) } : {}),
      ...(custom && (deadlineChanged || !goal)
        ? { deadlineDate: fromDayInput(values.deadlineDate) ?? null }
        : {}),
    };
    if (goal) {
      body.priority = values.priority || null;
      if (progress !== goal.progress) body.progress = progress;
    } else {
      if (values.priority) body.priority = values.priority;
      if (progress) body.progress = progress;
      if (forUser) body.user = forUser;
      if (!optional(values.motivation)) delete body.motivation;
    }
    await form.submitValid(
      (c) => (goal ? c.updateGoalSchema : c.createGoalSchema),
      body,
      async () => {
        // `body` has just passed the very schema the endpoint parses it with.
        const saved = await saveDocument(
          t("entity"),
          goal && (() => call(goals.update, { params: { id: goal._id }, body })),
          () => call(goals.create, { body: body as z.input<typeof createGoalSchema> }),
        );
        router.push(PAGES.goals.view(saved._id));
      },
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <SectionCard
        title={t("goalCard.title")}
        description={t("goalCard.description")}
        contentClassName="grid gap-5"
      >
        <FormField label={t("title")} error={errors.title} required>
          <Input {...bind("title")} maxLength={GOAL_TEXT_MAX.title} autoComplete="off" />
        </FormField>
        <FormField label={t("target")} error={errors.target} required description={t("targetHint")}>
          <Textarea {...bind("target")} rows={2} maxLength={GOAL_TEXT_MAX.target} />
        </FormField>
        <FormField label={t("motivation")} error={errors.motivation}>
          <Textarea {...bind("motivation")} rows={3} maxLength={GOAL_TEXT_MAX.motivation} />
        </FormField>
        <KeywordPicker
          value={values.keywords}
          onChange={(keywords) => setValue("keywords", keywords)}
          error={keywordError}
        />
      </SectionCard>

      <SectionCard
        title={t("planCard.title")}
        contentClassName="grid items-start gap-5 sm:grid-cols-2"
        footer={<FormFooter cancelHref={cancelHref} submitLabel={goal ? t("saveChanges") : t("create")} />}
      >
        <FormField label={t("deadline")} error={errors.deadline}>
          <Select {...bind("deadline")} placeholder={t("noDeadline")}>
            <SelectOptions values={GOAL_DEADLINES} label={(value) => te(`goalDeadline.${value}`)} />
          </Select>
        </FormField>
        <FormField label={t("priority")} error={errors.priority}>
          <Select {...bind("priority")} placeholder={t("noPriority")}>
            <SelectOptions values={GOAL_PRIORITIES} label={(value) => te(`goalPriority.${value}`)} />
          </Select>
        </FormField>
        <FormField label={t("startDate")} error={errors.startDate} description={t("startDateHint")}>
          <Input type="date" {...bind("startDate")} />
        </FormField>
        {custom ? (
          <FormField label={t("deadlineDate")} error={errors.deadlineDate} required>
            <Input type="date" {...bind("deadlineDate")} />
          </FormField>
        ) : (
          <div className="grid gap-2">
            <span className="text-sm font-medium">{t("deadlineDate")}</span>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {preview ? format.date(preview) : t("deadlinePreviewEmpty")}
            </p>
          </div>
        )}
        <FormField label={t("status")} error={errors.status}>
          <Select {...bind("status")}>
            <SelectOptions values={GOAL_STATUSES} label={(value) => te(`goalStatus.${value}`)} />
          </Select>
        </FormField>
        <FormField label={t("progress")} error={errors.progress} description={t("progressHint")}>
          <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...bind("progress")} />
        </FormField>
      </SectionCard>
    </FormElement>
  );
}
