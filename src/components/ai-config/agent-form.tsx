"use client";

import { useRouter } from "next/navigation";
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
import { saveDocument } from "@/components/management/save-document";
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
  BRIEF_SOURCE_LABELS,
  BRIEF_SOURCES,
  DEFAULT_BRIEF_TOKEN_BUDGET,
  MAX_BRIEF_TOKEN_BUDGET,
  MIN_BRIEF_TOKEN_BUDGET,
} from "@/lib/contracts/brief/values";
import { PAGES } from "@/lib/routes";
import { AssignmentFields, pickedFrom } from "./assignment-fields";
import { MODE_LABELS } from "./labels";
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

const MODE_OPTIONS = CHAT_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }));
const BRIEF_SOURCE_OPTIONS = BRIEF_SOURCES.map((s) => ({ value: s, label: BRIEF_SOURCE_LABELS[s] }));

function AgentFields({ agent }: { agent?: AgentDoc }) {
  const router = useRouter();
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
  const { values, setValue, bind, bindSwitch, errors } = form;
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
          "Agent",
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
      <SectionCard title="General" contentClassName="grid gap-5">
        <IdentityFields form={form} descriptionRows={2} />
        <FormField
          label="Core instruction"
          error={errors.coreInstruction}
          description="Sent first, as a system message, in every chat with this agent."
        >
          <Textarea {...bind("coreInstruction")} rows={8} maxLength={CORE_INSTRUCTION_MAX} />
        </FormField>
        <SwitchField
          label="Active"
          {...bindSwitch("active")}
          description="Inactive agents are not offered in chats."
        />
        <StarterFields
          value={values.conversationStarters}
          onChange={(next) => setValue("conversationStarters", next)}
          error={errors.conversationStarters ?? errors["conversationStarters.0"]}
        />
      </SectionCard>

      <SectionCard title="Modes and chat settings" contentClassName="grid items-start gap-5 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend="Allowed modes"
            options={MODE_OPTIONS}
            value={values.allowedModes}
            onChange={(next) => setValue("allowedModes", next)}
            error={errors.allowedModes}
          />
        </div>
        <FormField label="Default mode" error={errors.defaultMode}>
          <Select {...bind("defaultMode")}>
            <SelectOptions
              values={CHAT_MODES.filter((m) => values.allowedModes.includes(m))}
              label={(m) => MODE_LABELS[m]}
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
        title="What it knows about the person"
        description={
          <>
            In coaching and generalist chats the agent is told about the person it talks to: these sources,
            newest and most relevant first, within the token budget. Each person can keep any source out on
            their own &ldquo;What my coach knows about me&rdquo; page. Oracle chats load their own data.
          </>
        }
        contentClassName="grid items-start gap-5 sm:grid-cols-3"
      >
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend="Sources it reads"
            options={BRIEF_SOURCE_OPTIONS}
            value={values.briefSources}
            onChange={(next) => setValue("briefSources", next)}
            error={errors.briefSources}
          />
        </div>
        <FormField
          label="Token budget"
          error={errors.briefTokenBudget}
          description={`${MIN_BRIEF_TOKEN_BUDGET}–${MAX_BRIEF_TOKEN_BUDGET} tokens; about ${DEFAULT_BRIEF_TOKEN_BUDGET} fits a profile, goals, journals and recent chats.`}
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

      <SectionCard
        title="Files"
        description={
          <>
            Text the agent reads: files in full with every message, reference files by the passages that match
            the message. Images, PDFs and text files up to 25 MB.
          </>
        }
      >
        <AgentFilesFields
          files={values.files}
          filesAsRetrieval={values.filesAsRetrieval}
          errors={errors}
          onChange={(key, next) => setValue(key, next)}
          onBusyChange={setUploading}
        />
      </SectionCard>

      <SectionCard
        title="Assignment"
        description="Who may chat with this agent."
        footer={
          <FormFooter
            cancelHref={cancelHref}
            submitLabel={agent ? "Save changes" : "Create agent"}
            disabled={uploading}
          />
        }
      >
        <AssignmentFields form={form} />
      </SectionCard>
    </FormElement>
  );
}
