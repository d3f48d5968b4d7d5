"use client";

import { useRouter } from "next/navigation";
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
import { saveDocument } from "@/components/management/save-document";
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
          "Organization",
          org && (() => call(organizations.update, { params: { id: org._id }, body: data })),
          () => call(organizations.create, { body: data as z.input<typeof createOrganizationSchema> }),
        );
        router.push(org ? cancelHref : ROUTES.organizations);
      },
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <SectionCard title="General" contentClassName="grid gap-5">
        <IdentityFields form={form} />
        <FormField label="Image URL" error={errors.image}>
          <Input type="url" {...bind("image")} placeholder="https://…" />
        </FormField>
        <div className="grid gap-4">
          <SwitchField
            label="Active"
            {...bindSwitch("active")}
            description="Members of an inactive organisation cannot sign in."
          />
          {viewer.isAdminMaster ? (
            <SwitchField
              label="Master organization"
              {...bindSwitch("masterOrganization")}
              description="Its administrators can manage every organisation."
            />
          ) : null}
        </div>
      </SectionCard>

      <SectionCard title="Address" contentClassName="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Street address" error={errors["address.address"]} className="sm:col-span-2">
          <Input {...bind("street")} />
        </FormField>
        <FormField label="City" error={errors["address.city"]}>
          <Input {...bind("city")} />
        </FormField>
        <FormField label="State" error={errors["address.state"]}>
          <Input {...bind("state")} />
        </FormField>
        <FormField label="Country" error={errors["address.country"]}>
          <Input {...bind("country")} />
        </FormField>
      </SectionCard>

      <SectionCard
        title="Safeguarding"
        description="Shown to an athlete whose words raise a safeguarding concern, beside the reply that says a safeguarding lead was told."
        contentClassName="grid gap-5"
      >
        <FormField
          label="Support contacts"
          error={errors.supportContacts}
          description="Who athletes can turn to: your welfare officer, their phone number, and local helplines. One per line."
        >
          <Textarea {...bind("supportContacts")} rows={4} maxLength={SUPPORT_CONTACTS_MAX} />
        </FormField>
      </SectionCard>

      <SectionCard
        title="Check-ins"
        description="When the AI coach writes first to an athlete. Never at night in the athlete's timezone; athletes can snooze them or turn them off."
        contentClassName="grid items-start gap-5 sm:grid-cols-3"
      >
        <CheckInRuleFields errors={errors} bindSwitch={bindSwitch} bind={bind} />
      </SectionCard>

      <SectionCard
        title="Chat configuration"
        description="Defaults for the AI chats of this organisation."
        contentClassName="grid items-start gap-5 sm:grid-cols-3"
        footer={
          <FormFooter cancelHref={cancelHref} submitLabel={org ? "Save changes" : "Create organization"} />
        }
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
