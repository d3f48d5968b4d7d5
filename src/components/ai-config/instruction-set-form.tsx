"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "zod";

import { SwitchField } from "@/components/management/fields";
import { contractsLoader, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { IdentityFields } from "@/components/management/identity-fields";
import { CardSkeleton, Loaded } from "@/components/management/load-state";
import { useSaveDocument } from "@/components/management/save-document";
import { useResource } from "@/components/management/use-resource";
import { SectionCard } from "@/components/ui/section-card";
import { agents, resources } from "@/lib/api/browser-endpoints";
import { call, pathOf, request } from "@/lib/api/call";
import type { AgentDoc } from "@/lib/contracts/agents/schemas";
import type { createInstructionSetSchema, InstructionSetDoc } from "@/lib/contracts/resources/schemas";
import { PAGES } from "@/lib/routes";
import { AssignmentFields, pickedFrom } from "./assignment-fields";
import { refIds, useErrorTexts } from "./labels";
import { TriggerEditor, triggerDrafts, triggerInputs } from "./trigger-editor";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/resources/schemas"));

export interface InstructionSetFormProps {
  id?: string;
  /** The organisation the dashboard acts in ("assign to the organization"). */
  organizationId: string | null;
  /** Create: preselect this agent (?agent=). */
  agentId?: string;
}

/** Create or edit an instruction set (POST /resources {schemaType: "instruction-set"}, PUT /resources/{id}). */
export function InstructionSetForm({ id, organizationId, agentId }: InstructionSetFormProps) {
  const set = useResource<InstructionSetDoc>(id ? pathOf(resources.get, { params: { id } }) : null);
  const agent = useResource(!id && agentId ? request(agents.get, { params: { id: agentId } }) : null);
  if (!id) {
    if (agentId && !agent.data && !agent.error) return <CardSkeleton rows={5} />;
    return <SetFields organizationId={organizationId} agent={agent.data ?? undefined} />;
  }
  return (
    <Loaded resource={set} rows={5}>
      {(data) => <SetFields key={data._id} set={data} organizationId={organizationId} />}
    </Loaded>
  );
}

function SetFields({
  set,
  organizationId,
  agent,
}: {
  set?: InstructionSetDoc;
  organizationId: string | null;
  agent?: AgentDoc;
}) {
  const router = useRouter();
  const saveDocument = useSaveDocument();
  const t = useTranslations("aiConfig");
  const storedOrgs = refIds(set?.toOrganizations);
  const form = useContractForm(contracts, {
    name: set?.name ?? "",
    description: set?.description ?? "",
    active: set?.active ?? true,
    triggers: triggerDrafts(set?.triggers),
    assignToEverybody: set?.assignToEverybody ?? false,
    toOrganization: organizationId ? storedOrgs.includes(organizationId) : false,
    toTeams: pickedFrom(set?.toTeams),
    toUsers: pickedFrom(set?.toUsers),
    toAgents: agent ? new Map([[agent._id, agent.name]]) : pickedFrom(set?.toAgents),
  });
  const { values, setValue, bindSwitch } = form;
  const errors = useErrorTexts(form.errors);
  const listHref = agent ? `${PAGES.instructionSets.list}?agent=${agent._id}` : PAGES.instructionSets.list;
  const cancelHref = set ? PAGES.instructionSets.view(set._id) : listHref;

  async function save() {
    const everybody = values.assignToEverybody;
    // Other organisations a master admin assigned stay; only the current one is toggled here.
    const otherOrgs = storedOrgs.filter((o) => o !== organizationId);
    const body = {
      schemaType: "instruction-set" as const,
      name: values.name,
      description: values.description.trim(),
      active: values.active,
      triggers: triggerInputs(values.triggers),
      assignToEverybody: everybody,
      toOrganizations: everybody
        ? []
        : values.toOrganization && organizationId
          ? [...otherOrgs, organizationId]
          : otherOrgs,
      toTeams: everybody ? [] : [...values.toTeams.keys()],
      toUsers: everybody ? [] : [...values.toUsers.keys()],
      // Agents narrow who the set applies to even for everybody.
      toAgents: [...values.toAgents.keys()],
    };
    await form.submitValid(
      (c) => (set ? c.updateResourceSchemas["instruction-set"] : c.createInstructionSetSchema),
      body,
      async (data) => {
        // `data` is what the endpoint's own schema made of the form.
        const saved = await saveDocument(
          t("entities.instructionSet"),
          set && (() => call(resources.update, { params: { id: set._id }, body: data })),
          () => call(resources.create, { body: data as z.input<typeof createInstructionSetSchema> }),
        );
        router.push(PAGES.instructionSets.view(saved._id));
      },
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <SectionCard title={t("sections.general")} contentClassName="grid gap-5">
        <IdentityFields form={form} />
        <SwitchField
          label={t("fields.active")}
          {...bindSwitch("active")}
          description={t("instructionSetForm.activeHint")}
        />
      </SectionCard>

      <SectionCard title={t("sections.triggers")} description={t("instructionSetForm.triggersDescription")}>
        <TriggerEditor
          legend={t("instructionSetForm.setTriggers")}
          value={values.triggers}
          onChange={(next) => setValue("triggers", next)}
          errors={errors}
        />
      </SectionCard>

      <SectionCard
        title={t("sections.assignment")}
        description={t("instructionSetForm.assignmentDescription")}
        footer={
          <FormFooter
            cancelHref={cancelHref}
            submitLabel={set ? t("actions.saveChanges") : t("instructionSetForm.create")}
          />
        }
      >
        <AssignmentFields form={form} withOrganization={organizationId !== null} withAgents />
      </SectionCard>
    </FormElement>
  );
}
