"use client";

import { UserIcon } from "lucide-react";
import { useTranslations } from "next-intl";

import { useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { Loaded } from "@/components/management/load-state";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { users } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import type { UpdateDetailsInput, UserDetailsDoc } from "@/lib/contracts/users/schemas";
import { ROUTES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { WellbeingFields } from "./detail-fields";
import { checkBody, detailsContracts, detailsValues, wellbeingBody } from "./details-model";

/**
 * /dashboard/athlete-form (athletes only; the route guard sends others to /403?reason=ONLY_ATHLETE): the
 * athlete's sport profile, loaded from GET /users/me and saved with PUT /users/details.
 */
export function AthleteForm() {
  const t = useTranslations("profile.athleteForm");
  const me = useResource(request(users.getMe, {}));
  return (
    <PageShell
      title={t("title")}
      description={t("description")}
      actions={
        <LinkButton href={ROUTES.profile} Icon={UserIcon} variant="outline">
          {t("myProfile")}
        </LinkButton>
      }
    >
      <Loaded resource={me} rows={6}>
        {(user) => <SportProfile details={user.details} />}
      </Loaded>
    </PageShell>
  );
}

function SportProfile({ details }: { details: UserDetailsDoc | null }) {
  const t = useTranslations("profile.athleteForm");
  const form = useContractForm(detailsContracts, detailsValues(details));
  const { values, setValue, errors } = form;

  async function save() {
    await form.submit(
      () => checkBody(wellbeingBody(values), values),
      async (data) => {
        await call(users.updateDetails, { body: data as UpdateDetailsInput });
        toastSuccess(t("updated"));
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("cardTitle")}</h2>
        </CardTitle>
        <CardDescription>{t("cardDescription")}</CardDescription>
      </CardHeader>
      <FormElement form={form} onSubmit={save} className="grid gap-6">
        <CardContent>
          <WellbeingFields values={values} setValue={setValue} errors={errors} />
        </CardContent>
        <FormFooter submitLabel={t("submit")} />
      </FormElement>
    </Card>
  );
}
