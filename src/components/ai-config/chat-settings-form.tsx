"use client";

import { useTranslations } from "next-intl";

import { chatConfigBody, chatConfigValues } from "@/components/management/chat-config-values";
import { contractsLoader, numberText, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { Loaded } from "@/components/management/load-state";
import { ChatConfigFields } from "@/components/management/model-settings-fields";
import { useResource } from "@/components/management/use-resource";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { organizations } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import type { OrganizationDoc } from "@/lib/contracts/organizations/schemas";
import { ROUTES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { useErrorTexts } from "./labels";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/organizations/schemas"));

/** The organisation's chat configuration (§3 chatConfig), saved with PUT /organizations/{id} {chatConfig}. */
export function ChatSettingsForm({ organizationId }: { organizationId: string }) {
  const org = useResource(request(organizations.get, { params: { id: organizationId } }));
  return (
    <Loaded resource={org}>
      {(data) => <ChatSettingsFields key={data._id} org={data} onSaved={org.setData} />}
    </Loaded>
  );
}

function ChatSettingsFields({
  org,
  onSaved,
}: {
  org: OrganizationDoc;
  onSaved: (org: OrganizationDoc) => void;
}) {
  const form = useContractForm(contracts, {
    ...chatConfigValues(org.chatConfig),
    routineAssessmentEvery: numberText(org.routineAssessmentEvery),
  });
  const t = useTranslations("aiConfig");
  const { values, setValue } = form;
  const errors = useErrorTexts(form.errors);

  async function save() {
    const body = {
      chatConfig: chatConfigBody(values),
      routineAssessmentEvery:
        values.routineAssessmentEvery.trim() === "" ? undefined : Number(values.routineAssessmentEvery),
    };
    await form.submitValid(
      (c) => c.updateOrganizationSchema,
      body,
      async (data) => {
        const saved = await call(organizations.update, { params: { id: org._id }, body: data });
        toastSuccess(t("chatSettings.saved"));
        onSaved(saved);
      },
    );
  }

  return (
    <Card>
      <FormElement form={form} onSubmit={save} className="grid gap-6">
        <CardHeader>
          <CardTitle>
            <h2>{t("chatSettings.title", { name: org.name })}</h2>
          </CardTitle>
          <CardDescription>{t("chatSettings.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-5 sm:grid-cols-3">
          <ChatConfigFields
            values={values}
            errors={errors}
            onChange={(key, value) => setValue(key, value)}
            onUsersCanConfigureChange={(checked) => setValue("usersCanConfigureChat", checked)}
          />
          <FormField
            label={t("chatSettings.routineEvery")}
            error={errors.routineAssessmentEvery}
            description={t("chatSettings.routineEveryHint")}
          >
            <Input
              value={values.routineAssessmentEvery}
              onChange={(e) => setValue("routineAssessmentEvery", e.target.value)}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
            />
          </FormField>
        </CardContent>
        <FormFooter cancelHref={ROUTES.aiConfig} submitLabel={t("chatSettings.save")} />
      </FormElement>
    </Card>
  );
}
