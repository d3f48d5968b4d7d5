"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "zod";

import { EditOrCreate } from "@/components/management/edit-or-create";
import { contractsLoader, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { useSaveDocument } from "@/components/management/save-document";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { resources } from "@/lib/api/browser-endpoints";
import { call, pathOf } from "@/lib/api/call";
import { NAME_MAX } from "@/lib/constants";
import type {
  CoachPromptTemplateDoc,
  coachPromptTemplateBodySchema,
} from "@/lib/contracts/resources/schemas";
import { PAGES } from "@/lib/routes";
import { ContentCounter } from "./content-counter";
import { useErrorTexts } from "./labels";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/resources/schemas"));

/**
 * Create or edit a coach-prompt template (POST /resources/coach-prompt-templates, PUT /resources/{id}):
 * title, content and description.
 */
export function PromptTemplateForm({ id }: { id?: string }) {
  return (
    <EditOrCreate<CoachPromptTemplateDoc>
      edit={id ? pathOf(resources.get, { params: { id } }) : null}
      rows={3}
    >
      {(template) => <TemplateFields template={template} />}
    </EditOrCreate>
  );
}

function TemplateFields({ template }: { template?: CoachPromptTemplateDoc }) {
  const router = useRouter();
  const saveDocument = useSaveDocument();
  const t = useTranslations("aiConfig");
  const form = useContractForm(contracts, {
    title: template?.title ?? "",
    content: template?.content ?? "",
    description: template?.description ?? "",
  });
  const { values, bind } = form;
  const errors = useErrorTexts(form.errors);
  const cancelHref = template ? PAGES.promptTemplates.view(template._id) : PAGES.promptTemplates.list;

  async function save() {
    const body = {
      schemaType: "coach-prompt-template" as const,
      title: values.title,
      content: values.content,
      description: values.description.trim(),
    };
    await form.submitValid(
      (c) => (template ? c.updateResourceSchemas["coach-prompt-template"] : c.coachPromptTemplateBodySchema),
      body,
      async (data) => {
        // `data` is what the endpoint's own schema made of the form.
        await saveDocument(
          t("entities.promptTemplate"),
          template && (() => call(resources.update, { params: { id: template._id }, body: data })),
          () =>
            call(resources.createCoachPromptTemplate, {
              body: data as z.input<typeof coachPromptTemplateBodySchema>,
            }),
        );
        router.push(template ? PAGES.promptTemplates.view(template._id) : PAGES.promptTemplates.list);
      },
    );
  }

  return (
    <Card>
      <FormElement form={form} onSubmit={save} className="grid gap-6">
        <CardContent className="grid gap-5">
          <FormField label={t("fields.title")} error={errors.title} required>
            <Input {...bind("title")} maxLength={NAME_MAX} autoComplete="off" />
          </FormField>
          <FormField
            label={t("fields.content")}
            error={errors.content}
            required
            labelAction={<ContentCounter content={values.content} />}
          >
            <Textarea {...bind("content")} rows={8} />
          </FormField>
          <FormField label={t("fields.description")} error={errors.description}>
            <Textarea {...bind("description")} rows={3} />
          </FormField>
        </CardContent>
        <FormFooter
          cancelHref={cancelHref}
          submitLabel={template ? t("actions.saveChanges") : t("promptTemplateForm.create")}
        />
      </FormElement>
    </Card>
  );
}
