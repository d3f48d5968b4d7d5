"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "zod";

import { SwitchField } from "@/components/management/fields";
import { contractsLoader, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { IdentityFields } from "@/components/management/identity-fields";
import { Loaded } from "@/components/management/load-state";
import { useSaveDocument } from "@/components/management/save-document";
import { useResource } from "@/components/management/use-resource";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { resources } from "@/lib/api/browser-endpoints";
import { call, pathOf } from "@/lib/api/call";
import type {
  createInstructionSchema,
  InstructionDoc,
  InstructionSetDoc,
} from "@/lib/contracts/resources/schemas";
import { INSTRUCTION_ROLES, PLACEMENTS } from "@/lib/contracts/resources/values";
import { PAGES } from "@/lib/routes";
import { ContentCounter } from "./content-counter";
import { refId, refName, useErrorTexts } from "./labels";
import { TriggerEditor, triggerDrafts, triggerInputs } from "./trigger-editor";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/resources/schemas"));

export interface InstructionFormProps {
  id?: string;
  /** Create: the set the new instruction belongs to (?instructionSet=). */
  instructionSetId?: string;
}

/** Create or edit an instruction (POST /resources {schemaType: "instruction"}, PUT /resources/{id}). */
export function InstructionForm({ id, instructionSetId }: InstructionFormProps) {
  const instruction = useResource<InstructionDoc>(id ? pathOf(resources.get, { params: { id } }) : null);
  const setId = id ? refId(instruction.data?.instructionSet) : (instructionSetId ?? null);
  const set = useResource<InstructionSetDoc>(setId ? pathOf(resources.get, { params: { id: setId } }) : null);
  if (!id) {
    if (!instructionSetId) return <NoSet />;
    return (
      <Loaded resource={set} rows={6}>
        {(data) => <InstructionFields set={data} />}
      </Loaded>
    );
  }
  return (
    <Loaded resource={instruction} rows={6}>
      {(data) => <InstructionFields key={data._id} instruction={data} set={set.data ?? undefined} />}
    </Loaded>
  );
}

function NoSet() {
  const t = useTranslations("aiConfig");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("instructionForm.noSetTitle")}</CardTitle>
        <CardDescription>{t("instructionForm.noSetDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link href={PAGES.instructionSets.list} className="text-sm text-primary hover:underline">
          {t("instructionForm.instructionSets")}
        </Link>
      </CardContent>
    </Card>
  );
}

function InstructionFields({ instruction, set }: { instruction?: InstructionDoc; set?: InstructionSetDoc }) {
  const router = useRouter();
  const saveDocument = useSaveDocument();
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const setId = refId(instruction?.instructionSet) ?? set?._id ?? "";
  const setName = set?.name ?? refName(instruction?.instructionSet) ?? setId;
  const form = useContractForm(contracts, {
    name: instruction?.name ?? "",
    description: instruction?.description ?? "",
    content: instruction?.content ?? "",
    role: (instruction?.role ?? "system") as string,
    placement: (instruction?.placement ?? "middle") as string,
    order: String(instruction?.order ?? 0),
    key: instruction?.key ?? "",
    keyPower: String(instruction?.keyPower ?? 0),
    active: instruction?.active ?? true,
    triggers: triggerDrafts(instruction?.triggers),
  });
  const { values, setValue, bind, bindSwitch } = form;
  const errors = useErrorTexts(form.errors);
  const setHref = setId ? PAGES.instructionSets.view(setId) : PAGES.instructionSets.list;
  const cancelHref = instruction ? PAGES.instructions.view(instruction._id) : setHref;

  async function save() {
    const body = {
      schemaType: "instruction" as const,
      name: values.name,
      description: values.description.trim(),
      content: values.content,
      role: values.role,
      placement: values.placement,
      order: values.order.trim() === "" ? 0 : Number(values.order),
      key: values.key.trim() || null,
      keyPower: values.keyPower.trim() === "" ? 0 : Number(values.keyPower),
      active: values.active,
      triggers: triggerInputs(values.triggers),
      instructionSet: setId,
    };
    await form.submitValid(
      (c) => (instruction ? c.updateResourceSchemas.instruction : c.createInstructionSchema),
      body,
      async (data) => {
        // `data` is what the endpoint's own schema made of the form.
        await saveDocument(
          t("entities.instruction"),
          instruction && (() => call(resources.update, { params: { id: instruction._id }, body: data })),
          () => call(resources.create, { body: data as z.input<typeof createInstructionSchema> }),
        );
        // A new instruction goes back to its set, where it now appears in order.
        router.push(instruction ? PAGES.instructions.view(instruction._id) : setHref);
      },
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <SectionCard
        title={t("instructionForm.title")}
        description={t.rich("instructionForm.inSet", {
          name: setName,
          link: (chunks) => (
            <Link href={setHref} className="text-primary underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
        contentClassName="grid gap-5"
      >
        <IdentityFields form={form} descriptionRows={2} />
        <FormField
          label={t("fields.content")}
          error={errors.content}
          required
          labelAction={<ContentCounter content={values.content} testId="content-counter" />}
        >
          <Textarea {...bind("content")} rows={8} />
        </FormField>
        <div className="grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={t("fields.role")} error={errors.role}>
            <Select {...bind("role")}>
              <SelectOptions values={INSTRUCTION_ROLES} label={(r) => te(`instructionRoles.${r}`)} />
            </Select>
          </FormField>
          <FormField label={t("fields.placement")} error={errors.placement}>
            <Select {...bind("placement")}>
              <SelectOptions values={PLACEMENTS} label={(p) => te(`placements.${p}`)} />
            </Select>
          </FormField>
          <FormField
            label={t("fields.order")}
            error={errors.order}
            description={t("instructionForm.orderHint")}
          >
            <Input type="number" inputMode="numeric" min={0} step={1} {...bind("order")} />
          </FormField>
          <SwitchField label={t("fields.active")} {...bindSwitch("active")} />
        </div>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label={t("fields.key")} error={errors.key} description={t("instructionForm.keyHint")}>
            <Input {...bind("key")} autoComplete="off" />
          </FormField>
          <FormField label={t("fields.keyPower")} error={errors.keyPower}>
            <Input type="number" inputMode="numeric" min={0} step={1} {...bind("keyPower")} />
          </FormField>
        </div>
      </SectionCard>
      <SectionCard
        title={t("sections.triggers")}
        description={t("instructionForm.triggersDescription")}
        footer={
          <FormFooter
            cancelHref={cancelHref}
            submitLabel={instruction ? t("actions.saveChanges") : t("instructionForm.create")}
          />
        }
      >
        <TriggerEditor
          value={values.triggers}
          onChange={(next) => setValue("triggers", next)}
          errors={errors}
        />
      </SectionCard>
    </FormElement>
  );
}
