"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { isAdmin, teamIds, type Viewer } from "@/components/management/display";
import { EditOrCreate } from "@/components/management/edit-or-create";
import { CheckboxGroup, SwitchField } from "@/components/management/fields";
import {
  contractsLoader,
  type FieldErrors,
  useContractForm,
  type Validation,
  validateWith,
} from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { users } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { ROLES } from "@/lib/constants";
import { MESSAGES } from "@/lib/contracts/common-values";
import type { UserDoc } from "@/lib/contracts/users/schemas";
import { PAGES, ROUTES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { useTeamOptions } from "./use-team-options";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/users/schemas"));

export interface UserFormProps {
  viewer: Viewer;
  /** Edit this user; without it the form creates one (admins only). */
  id?: string;
}

/** Create a user (POST /users, which also creates the sign-in account) or edit one (PUT /users/{id}). */
export function UserForm({ viewer, id }: UserFormProps) {
  return (
    <EditOrCreate edit={id ? request(users.get, { params: { id } }) : null} rows={6}>
      {(user) => <UserFields viewer={viewer} user={user} />}
    </EditOrCreate>
  );
}

/**
 * The contract checks the confirmation only once every other field is valid; the form also reports it
 * together with the other errors, with the same §5 message.
 */
async function withConfirmation<T>(
  checking: Promise<Validation<T>>,
  { password, confirmPassword }: { password: string; confirmPassword: string },
): Promise<Validation<T>> {
  const result = await checking;
  if (result.ok || !password || password === confirmPassword) return result;
  const errors: FieldErrors = { ...result.errors };
  errors.confirmPassword ??= MESSAGES.passwordMismatch;
  return { ok: false, errors };
}

function UserFields({ viewer, user }: { viewer: Viewer; user?: UserDoc }) {
  const t = useTranslations("users.form");
  const te = useTranslations("enums");
  const router = useRouter();
  const teams = useTeamOptions();
  const admin = isAdmin(viewer);
  const self = user?._id === viewer._id;
  const form = useContractForm(contracts, {
    name: user?.name ?? "",
    email: user?.email ?? "",
    password: "",
    confirmPassword: "",
    // A new person is invited to choose their own password, unless the admin turns it off and sets one.
    invite: !user,
    role: (user?.role ?? "") as string,
    teams: teamIds(user?.teams),
    phoneCode: user?.phoneCode ?? "",
    phone: user?.phone ?? "",
    active: user?.active ?? true,
    invisibleToOthers: user?.invisibleToOthers ?? false,
    canViewChatHiddenInfo: user?.canViewChatHiddenInfo ?? false,
    safeguardingLead: user?.safeguardingLead ?? false,
  });
  const { values, setValue, bind, bindSwitch, errors } = form;
  const cancelHref = user ? PAGES.users.view(user._id) : ROUTES.users;

  async function save() {
    const account = {
      name: values.name,
      email: values.email,
      phoneCode: values.phoneCode.trim(),
      phone: values.phone.trim(),
    };
    if (!user) {
      const body = {
        ...account,
        ...(values.invite
          ? { invite: true }
          : { password: values.password, confirmPassword: values.confirmPassword }),
        role: values.role || undefined,
        teams: values.teams,
      };
      await form.submit(
        () =>
          withConfirmation(
            validateWith(contracts, (c) => c.createUserSchema, body),
            values,
          ),
        async (data) => {
          await call(users.create, { body: data });
          toastSuccess(values.invite ? t("createdInvited", { email: values.email }) : t("created"));
          router.push(ROUTES.users);
        },
      );
      return;
    }
    // Coaches may only keep an athlete's contact details up to date (the API refuses anything else).
    const password = values.password ? values.password : undefined;
    const body = {
      name: values.name,
      phoneCode: values.phoneCode.trim(),
      phone: values.phone.trim(),
      canViewChatHiddenInfo: values.canViewChatHiddenInfo,
      ...(admin
        ? {
            email: values.email,
            ...(password ? { password, confirmPassword: values.confirmPassword } : {}),
            teams: values.teams,
            invisibleToOthers: values.invisibleToOthers,
            ...(values.role === "user" ? {} : { safeguardingLead: values.safeguardingLead }),
            ...(self ? {} : { role: values.role || undefined, active: values.active }),
          }
        : {}),
    };
    await form.submit(
      () =>
        withConfirmation(
          validateWith(contracts, (c) => c.updateUserSchema, body),
          values,
        ),
      async (data) => {
        await call(users.update, { params: { id: user._id }, body: data });
        toastSuccess(t("updated"));
        router.push(PAGES.users.view(user._id));
      },
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <SectionCard title={t("account")} contentClassName="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={t("name")} error={errors.name} required>
          <Input {...bind("name")} maxLength={255} autoComplete="off" />
        </FormField>
        <FormField label={t("email")} error={errors.email} required>
          <Input type="email" {...bind("email")} autoComplete="off" disabled={!admin} />
        </FormField>
        <FormField label={t("phoneCode")} error={errors.phoneCode} description={t("phoneCodeHelp")}>
          <Input inputMode="tel" {...bind("phoneCode")} placeholder="1" />
        </FormField>
        <FormField label={t("phone")} error={errors.phone}>
          <Input type="tel" {...bind("phone")} placeholder={t("phonePlaceholder")} />
        </FormField>
      </SectionCard>

      {admin ? (
        <SectionCard
          title={user ? t("newPassword") : t("password")}
          description={user ? t("keepPassword") : undefined}
          contentClassName="grid items-start gap-5 sm:grid-cols-2"
        >
          {user ? null : (
            <div className="sm:col-span-2">
              <SwitchField label={t("invite")} {...bindSwitch("invite")} description={t("inviteHelp")} />
            </div>
          )}
          {user || !values.invite ? (
            <>
              <FormField label={t("password")} error={errors.password} required={!user}>
                <Input type="password" {...bind("password")} autoComplete="new-password" />
              </FormField>
              <FormField label={t("confirmPassword")} error={errors.confirmPassword} required={!user}>
                <Input type="password" {...bind("confirmPassword")} autoComplete="new-password" />
              </FormField>
            </>
          ) : null}
        </SectionCard>
      ) : null}

      <SectionCard
        title={admin ? t("roleAndTeams") : t("access")}
        contentClassName="grid gap-5"
        footer={<FormFooter cancelHref={cancelHref} submitLabel={user ? t("save") : t("create")} />}
      >
        {admin ? (
          <FormField
            label={t("role")}
            error={errors.role}
            required
            className="sm:max-w-xs"
            description={self ? t("ownRole") : undefined}
          >
            <Select {...bind("role")} disabled={self} placeholder={user ? undefined : t("selectRole")}>
              <SelectOptions values={ROLES} label={(role) => te(`roles.${role}`)} />
            </Select>
          </FormField>
        ) : null}
        {admin ? (
          <CheckboxGroup
            legend={t("teams")}
            options={teams.options}
            value={values.teams}
            onChange={(next) => setValue("teams", next)}
            error={errors.teams ?? errors["teams.0"]}
            loading={teams.loading}
            emptyText={teams.error ? teams.error.message : t("noTeams")}
          />
        ) : null}
        {user ? (
          <AccountSwitches admin={admin} self={self} role={values.role} bindSwitch={bindSwitch} />
        ) : null}
      </SectionCard>
    </FormElement>
  );
}

type AccountSwitch = "active" | "invisibleToOthers" | "safeguardingLead" | "canViewChatHiddenInfo";

/** The yes-or-no settings of an existing user, each offered only to whom the API lets change it. */
function AccountSwitches({
  admin,
  self,
  role,
  bindSwitch,
}: {
  admin: boolean;
  self: boolean;
  role: string;
  bindSwitch: (key: AccountSwitch) => { checked: boolean; onCheckedChange: (checked: boolean) => void };
}) {
  const t = useTranslations("users.form.switches");
  const switches: { key: AccountSwitch; label: string; description?: string; offered: boolean }[] = [
    {
      key: "active",
      label: t("active"),
      description: t("activeHelp"),
      offered: admin && !self,
    },
    {
      key: "invisibleToOthers",
      label: t("invisible"),
      description: t("invisibleHelp"),
      offered: admin,
    },
    {
      key: "safeguardingLead",
      label: t("safeguardingLead"),
      description: t("safeguardingLeadHelp"),
      offered: admin && role !== "user",
    },
    { key: "canViewChatHiddenInfo", label: t("hiddenInfo"), offered: true },
  ];
  return (
    <div className="grid gap-4">
      {switches
        .filter((s) => s.offered)
        .map(({ key, label, description }) => (
          <SwitchField key={key} label={label} {...bindSwitch(key)} description={description} />
        ))}
    </div>
  );
}
