"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import type { z } from "zod";

import { AgentFilesFields } from "@/components/files/agent-files-fields";
import { EditOrCreate } from "@/components/management/edit-or-create";
import { CheckboxGroup, SwitchField } from "@/components/management/fields";
import { contractsLoader, numberText, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { IdentityFields } from "@/components/management/identity-fields";
import { ModelSettingsFields } from "@/components/management/model-settings-fields";
import { useSaveDocument } from "@/components/management/save-document";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { agents } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { CHAT_MODES, DEFAULT_CHAT_MODE, DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import type {
  AgentDoc,
  ChatMode,
  createAgentSchema,
  updateAgentSchema,
} from "@/lib/contracts/agents/schemas";
import { CORE_INSTRUCTION_MAX } from "@/lib/contracts/agents/values";
import {
  BRIEF_SOURCES,
  DEFAULT_BRIEF_TOKEN_BUDGET,
  MAX_BRIEF_TOKEN_BUDGET,
  MIN_BRIEF_TOKEN_BUDGET,
} from "@/lib/contracts/brief/values";
import { PAGES } from "@/lib/routes";
import { AssignmentFields, pickedFrom } from "./assignment-fields";
import { useErrorTexts } from "./labels";
import { StarterFields } from "./starter-fields";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/agents/schemas"));

/** Create or edit an agent (POST /agents, PUT /agents/{id}), validated with the shared agent contracts. */
export function AgentForm({ id }: { id?: string }) {
  return (
    <EditOrCreate edit={id ? request(agents.get, { params: { id } }) : null} rows={6}>
      {(agent) => <AgentFields agent={agent} />}
    </EditOrCreate>
  );
}

function AgentFields({ agent }: { agent?: AgentDoc }) {
  const router = useRouter();
  const saveDocument = useSaveDocument();
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const modeOptions = CHAT_MODES.map((m) => ({ value: m, label: te(`chatModes.${m}`) }));
  const briefSourceOptions = BRIEF_SOURCES.map((s) => ({ value: s, label: t(`briefSources.${s}`) }));
  const form = useContractForm(contracts, {
    name: agent?.name ?? "",
    description: agent?.description ?? "",
    coreInstruction: agent?.coreInstruction ?? "",
    allowedModes: (agent?.allowedModes ?? [DEFAULT_CHAT_MODE]) as string[],
    defaultMode: (agent?.defaultMode ?? DEFAULT_CHAT_MODE) as string,
    model: agent?.chatSettings?.model ?? DEFAULT_CHAT_MODEL,
    temperature: numberText(agent?.chatSettings?.temperature ?? DEFAULT_TEMPERATURE),
    maxTokens: numberText(agent?.chatSettings?.maxTokens),
    active: agent?.active ?? true,
    assignToEverybody: agent?.assignToEverybody ?? false,
    toOrganization: false,
    toTeams: pickedFrom(agent?.toTeams),
    toUsers: pickedFrom(agent?.toUsers),
    toAgents: new Map<string, string>(),
    files: agent?.files ?? [],
    filesAsRetrieval: agent?.filesAsRetrieval ?? [],
    briefSources: (agent?.briefSources ?? [...BRIEF_SOURCES]) as string[],
    briefTokenBudget: numberText(agent?.briefTokenBudget ?? DEFAULT_BRIEF_TOKEN_BUDGET),
    conversationStarters: agent?.conversationStarters ?? [],
  });
  const [uploading, setUploading] = React.useState(false);
  const { values, setValue, bind, bindSwitch } = form;
  const errors = useErrorTexts(form.errors);
  const cancelHref = agent ? PAGES.agents.view(agent._id) : PAGES.agents.list;

  async function save() {
    const allowed = values.allowedModes as ChatMode[];
    const body = {
      name: values.name,
      description: values.description.trim(),
      coreInstruction: values.coreInstruction.trim(),
      allowedModes: allowed,
      // A default mode that is no longer allowed falls back to the first allowed one.
      defaultMode: allowed.includes(values.defaultMode as ChatMode) ? values.defaultMode : allowed[0],
      chatSettings: {
        model: values.model,
        temperature: values.temperature.trim() === "" ? DEFAULT_TEMPERATURE : Number(values.temperature),
        maxTokens: values.maxTokens.trim() === "" ? "" : Number(values.maxTokens),
      },
      active: values.active,
      assignToEverybody: values.assignToEverybody,
      toTeams: values.assignToEverybody ? [] : [...values.toTeams.keys()],
      toUsers: values.assignToEverybody ? [] : [...values.toUsers.keys()],
      files: values.files.map((f) => f._id),
      filesAsRetrieval: values.filesAsRetrieval.map((f) => f._id),
      briefSources: values.briefSources,
      briefTokenBudget:
        values.briefTokenBudget.trim() === "" ? DEFAULT_BRIEF_TOKEN_BUDGET : Number(values.briefTokenBudget),
      conversationStarters: values.conversationStarters,
    };
    await form.submitValid(
      (c) => (agent ? c.updateAgentSchema : c.createAgentSchema),
      body,
      async (data) => {
        // `data` is what the endpoint's own schema made of the form.
        const saved = await saveDocument(
          t("entities.agent"),
          agent &&
            (() =>
              call(agents.update, {
                params: { id: agent._id },
                body: data as z.input<typeof updateAgentSchema>,
              })),
          () => call(agents.create, { body: data as z.input<typeof createAgentSchema> }),
        );
        router.push(PAGES.agents.view(saved._id));
      },
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <SectionCard title={t("sections.general")} contentClassName="grid gap-5">
        <IdentityFields form={form} descriptionRows={2} />
        <FormField
          label={t("fields.coreInstruction")}
          error={errors.coreInstruction}
          description={t("agentForm.coreInstructionHint")}
        >
          <Textarea {...bind("coreInstruction")} rows={8} maxLength={CORE_INSTRUCTION_MAX} />
        </FormField>
        <SwitchField
          label={t("fields.active")}
          {...bindSwitch("active")}
          description={t("agentForm.activeHint")}
        />
        <StarterFields
          value={values.conversationStarters}
          onChange={(next) => setValue("conversationStarters", next)}
          error={errors.conversationStarters ?? errors["conversationStarters.0"]}
        />
      </SectionCard>

      <SectionCard title={t("agentForm.modesTitle")} contentClassName="grid items-start gap-5 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend={t("agentForm.allowedModes")}
            options={modeOptions}
            value={values.allowedModes}
            onChange={(next) => setValue("allowedModes", next)}
            error={errors.allowedModes}
          />
        </div>
        <FormField label={t("agentForm.defaultMode")} error={errors.defaultMode}>
          <Select {...bind("defaultMode")}>
            <SelectOptions
              values={CHAT_MODES.filter((m) => values.allowedModes.includes(m))}
              label={(m) => te(`chatModes.${m}`)}
            />
          </Select>
        </FormField>
        <ModelSettingsFields
          values={values}
          errors={errors}
          errorPrefix="chatSettings"
          onChange={(key, value) => setValue(key, value as (typeof values)[typeof key])}
        />
      </SectionCard>

      <SectionCard
        title={t("agentForm.knowsTitle")}
        description={t("agentForm.knowsDescription")}
        contentClassName="grid items-start gap-5 sm:grid-cols-3"
      >
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend={t("agentForm.sources")}
            options={briefSourceOptions}
            value={values.briefSources}
            onChange={(next) => setValue("briefSources", next)}
            error={errors.briefSources}
          />
        </div>
        <FormField
          label={t("agentForm.tokenBudget")}
          error={errors.briefTokenBudget}
          description={t("agentForm.tokenBudgetHint", {
            min: MIN_BRIEF_TOKEN_BUDGET,
            max: MAX_BRIEF_TOKEN_BUDGET,
            budget: DEFAULT_BRIEF_TOKEN_BUDGET,
          })}
        >
          <Input
            {...bind("briefTokenBudget")}
            type="number"
            inputMode="numeric"
            min={MIN_BRIEF_TOKEN_BUDGET}
            max={MAX_BRIEF_TOKEN_BUDGET}
            step={100}
          />
        </FormField>
      </SectionCard>

      <SectionCard title={t("sections.files")} description={t("agentForm.filesDescription")}>
        <AgentFilesFields
          files={values.files}
          filesAsRetrieval={values.filesAsRetrieval}
          errors={errors}
          onChange={(key, next) => setValue(key, next)}
          onBusyChange={setUploading}
        />
      </SectionCard>

      <SectionCard
        title={t("sections.assignment")}
        description={t("agentForm.assignmentDescription")}
        footer={
          <FormFooter
            cancelHref={cancelHref}
            submitLabel={agent ? t("actions.saveChanges") : t("agentForm.create")}
            disabled={uploading}
          />
        }
      >
        <AssignmentFields form={form} />
      </SectionCard>
    </FormElement>
  );
}
