"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { chatConfigBody, chatConfigValues } from "@/components/management/chat-config-values";
import type { Viewer } from "@/components/management/display";
import { EditOrCreate } from "@/components/management/edit-or-create";
import { SwitchField } from "@/components/management/fields";
import { contractsLoader, optional, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { IdentityFields } from "@/components/management/identity-fields";
import { ChatConfigFields } from "@/components/management/model-settings-fields";
import { useSaveDocument } from "@/components/management/save-document";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { Textarea } from "@/components/ui/textarea";
import { organizations } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { DEFAULT_CHECK_IN_RULES } from "@/lib/contracts/check-ins/values";
import type { createOrganizationSchema, OrganizationDoc } from "@/lib/contracts/organizations/schemas";
import { SUPPORT_CONTACTS_MAX } from "@/lib/contracts/safeguarding/values";
import { PAGES, ROUTES } from "@/lib/routes";
import { CheckInRuleFields, checkInRulesFrom, checkInValues } from "./check-in-rule-fields";
import { CURRENT_ORGANIZATION_VIEW } from "./organization-pages";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/organizations/schemas"));

export interface OrganizationFormProps {
  viewer: Viewer;
  /** Edit this organisation; without it the form creates one (masters only). */
  id?: string;
  /** Editing the current organisation: go back to /dashboard/organization/view. */
  current?: boolean;
}

/**
 * Create or edit an organisation (POST /organizations, PUT /organizations/{id}) with its address and chat
 * configuration (§5: temperature 0–2, maxTokens ≥ 300 or empty), validated with the shared contracts.
 */
export function OrganizationForm({ viewer, id, current = false }: OrganizationFormProps) {
  return (
    <EditOrCreate edit={id ? request(organizations.get, { params: { id } }) : null} rows={6}>
      {(org) => <OrganizationFields viewer={viewer} org={org} current={current} />}
    </EditOrCreate>
  );
}

function OrganizationFields({
  viewer,
  org,
  current,
}: {
  viewer: Viewer;
  org?: OrganizationDoc;
  current: boolean;
}) {
  const t = useTranslations("organizations");
  const saveDocument = useSaveDocument();
  const router = useRouter();
  const form = useContractForm(contracts, {
    name: org?.name ?? "",
    slug: org?.slug ?? "",
    description: org?.description ?? "",
    image: org?.image ?? "",
    city: org?.address?.city ?? "",
    state: org?.address?.state ?? "",
    country: org?.address?.country ?? "",
    street: org?.address?.address ?? "",
    active: org?.active ?? true,
    masterOrganization: org?.masterOrganization ?? false,
    ...chatConfigValues(org?.chatConfig),
    supportContacts: org?.supportContacts ?? "",
    ...checkInValues(org?.checkInRules ?? DEFAULT_CHECK_IN_RULES),
  });
  const { values, setValue, bind, bindSwitch, errors } = form;
  const viewHref = org ? (current ? CURRENT_ORGANIZATION_VIEW : PAGES.organizations.view(org._id)) : null;
  const cancelHref = viewHref ?? ROUTES.organizations;

  async function save() {
    const body = {
      name: values.name,
      slug: optional(values.slug),
      description: values.description.trim(),
      image: values.image.trim(),
      address: { city: values.city, state: values.state, country: values.country, address: values.street },
      active: values.active,
      supportContacts: values.supportContacts,
      checkInRules: checkInRulesFrom(values),
      ...(viewer.isAdminMaster ? { masterOrganization: values.masterOrganization } : {}),
      chatConfig: chatConfigBody(values),
    };
    await form.submitValid(
      (c) => (org ? c.updateOrganizationSchema : c.createOrganizationSchema),
      body,
      async (data) => {
        await saveDocument(
          t("organization"),
          org && (() => call(organizations.update, { params: { id: org._id }, body: data })),
          () => call(organizations.create, { body: data as z.input<typeof createOrganizationSchema> }),
        );
        router.push(org ? cancelHref : ROUTES.organizations);
      },
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <SectionCard title={t("form.general")} contentClassName="grid gap-5">
        <IdentityFields form={form} />
        <FormField label={t("form.image")} error={errors.image}>
          {/* i18n-exempt: the start of a web address */}
          <Input type="url" {...bind("image")} placeholder="https://…" />
        </FormField>
        <div className="grid gap-4">
          <SwitchField
            label={t("form.active")}
            {...bindSwitch("active")}
            description={t("form.activeHelp")}
          />
          {viewer.isAdminMaster ? (
            <SwitchField
              label={t("form.master")}
              {...bindSwitch("masterOrganization")}
              description={t("form.masterHelp")}
            />
          ) : null}
        </div>
      </SectionCard>

      <SectionCard title={t("form.address")} contentClassName="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t("form.street")} error={errors["address.address"]} className="sm:col-span-2">
          <Input {...bind("street")} />
        </FormField>
        <FormField label={t("form.city")} error={errors["address.city"]}>
          <Input {...bind("city")} />
        </FormField>
        <FormField label={t("form.state")} error={errors["address.state"]}>
          <Input {...bind("state")} />
        </FormField>
        <FormField label={t("form.country")} error={errors["address.country"]}>
          <Input {...bind("country")} />
        </FormField>
      </SectionCard>

      <SectionCard
        title={t("form.safeguarding")}
        description={t("form.safeguardingHelp")}
        contentClassName="grid gap-5"
      >
        <FormField
          label={t("form.supportContacts")}
          error={errors.supportContacts}
          description={t("form.supportContactsHelp")}
        >
          <Textarea {...bind("supportContacts")} rows={4} maxLength={SUPPORT_CONTACTS_MAX} />
        </FormField>
      </SectionCard>

      <SectionCard
        title={t("form.checkIns")}
        description={t("form.checkInsHelp")}
        contentClassName="grid items-start gap-5 sm:grid-cols-3"
      >
        <CheckInRuleFields errors={errors} bindSwitch={bindSwitch} bind={bind} />
      </SectionCard>

      <SectionCard
        title={t("form.chatConfiguration")}
        description={t("form.chatConfigurationHelp")}
        contentClassName="grid items-start gap-5 sm:grid-cols-3"
        footer={<FormFooter cancelHref={cancelHref} submitLabel={org ? t("form.save") : t("form.create")} />}
      >
        <ChatConfigFields
          values={values}
          errors={errors}
          onChange={(key, value) => setValue(key, value)}
          onUsersCanConfigureChange={(checked) => setValue("usersCanConfigureChat", checked)}
        />
      </SectionCard>
    </FormElement>
  );
}
