"use client";

import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { SwitchField } from "@/components/management/fields";
import { contractsLoader, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { Loaded } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { users } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { browserTimeZone } from "@/lib/browser-time-zone";
import type { UserDoc } from "@/lib/contracts/users/schemas";
import { toastSuccess } from "@/lib/toast";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/users/schemas"));

/** One's own account (GET and PUT /users/me): name, phone, timezone and visibility. */
export function AccountSettingsForm() {
  // PUT /users/me answers the account without the details, which this form does not show.
  const me = useResource<UserDoc>(request(users.getMe, {}));
  return (
    <Loaded resource={me} rows={5}>
      {(data) => <AccountFields key={data.__v ?? 0} user={data} onSaved={me.setData} />}
    </Loaded>
  );
}

function timezones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  if (!zones.includes("UTC")) zones = ["UTC", ...zones];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

function AccountFields({ user, onSaved }: { user: UserDoc; onSaved: (user: UserDoc) => void }) {
  const t = useTranslations("account.settings");
  const router = useRouter();
  const session = useSession();
  const form = useContractForm(contracts, {
    name: user.name,
    phoneCode: user.phoneCode ?? "",
    phone: user.phone ?? "",
    timezone: user.timezone ?? "",
    invisibleToOthers: user.invisibleToOthers ?? false,
  });
  const { values, setValue, bind, bindSwitch, errors } = form;
  const zones = React.useMemo(() => timezones(values.timezone), [values.timezone]);
  const [browserZone, setBrowserZone] = React.useState<string | null>(null);
  React.useEffect(() => setBrowserZone(browserTimeZone()), []);

  async function save() {
    const body = {
      name: values.name,
      phoneCode: values.phoneCode.trim(),
      phone: values.phone.trim(),
      timezone: values.timezone,
      invisibleToOthers: values.invisibleToOthers,
    };
    await form.submitValid(
      (c) => c.updateMeSchema,
      body,
      async (data) => {
        const saved = await call(users.updateMe, { body: data });
        toastSuccess(t("updated"));
        if (saved && typeof saved === "object" && "_id" in saved) onSaved(saved);
        // The session carries the name: refresh it, and the server-rendered parts of the page.
        await session.update().catch(() => undefined);
        router.refresh();
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <FormElement form={form} onSubmit={save} className="grid gap-6">
        <CardContent className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label={t("name")} error={errors.name} required>
            <Input {...bind("name")} maxLength={255} autoComplete="name" />
          </FormField>
          <FormField label={t("email")} description={t("emailDescription")}>
            <Input value={user.email} readOnly disabled />
          </FormField>
          <FormField label={t("phoneCode")} error={errors.phoneCode} description={t("phoneCodeDescription")}>
            <Input inputMode="tel" {...bind("phoneCode")} placeholder="1" />
          </FormField>
          <FormField label={t("phone")} error={errors.phone}>
            <Input
              type="tel"
              {...bind("phone")}
              placeholder={t("phonePlaceholder")}
              autoComplete="tel-national"
            />
          </FormField>
          <FormField
            label={t("timezone")}
            error={errors.timezone}
            className="sm:col-span-2"
            description={
              browserZone && browserZone !== values.timezone ? (
                <button
                  type="button"
                  className="cursor-pointer text-primary hover:underline"
                  onClick={() => setValue("timezone", browserZone)}
                >
                  {t("useDeviceTimezone", { zone: browserZone })}
                </button>
              ) : undefined
            }
          >
            <Select {...bind("timezone")}>
              <option value="">{t("notSet")}</option>
              <SelectOptions values={zones} label={(zone) => zone.replaceAll("_", " ")} />
            </Select>
          </FormField>
          <div className="sm:col-span-2">
            <SwitchField
              label={t("invisible")}
              {...bindSwitch("invisibleToOthers")}
              description={t("invisibleDescription")}
            />
          </div>
        </CardContent>
        <FormFooter submitLabel={t("submit")} />
      </FormElement>
    </Card>
  );
}
