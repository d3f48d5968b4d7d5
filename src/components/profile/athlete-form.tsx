"use client";

import { UserIcon } from "lucide-react";

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
import { toastSuccess, updatedMessage } from "@/lib/toast";
import { WellbeingFields } from "./detail-fields";
import { checkBody, detailsContracts, detailsValues, wellbeingBody } from "./details-model";

export const ATHLETE_PROFILE_LABEL = "Athlete profile";

/**
 * /dashboard/athlete-form (athletes only; the route guard sends others to /403?reason=ONLY_ATHLETE): the
 * athlete's sport profile, loaded from GET /users/me and saved with PUT /users/details.
 */
export function AthleteForm() {
  const me = useResource(request(users.getMe, {}));
  return (
    <PageShell
      title="Athlete form"
      description="Your sport profile: how you are, what drives you and what weighs on you."
      actions={
        <LinkButton href={ROUTES.profile} Icon={UserIcon} variant="outline">
          My profile
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
  const form = useContractForm(detailsContracts, detailsValues(details));
  const { values, setValue, errors } = form;

  async function save() {
    await form.submit(
      () => checkBody(wellbeingBody(values), values),
      async (data) => {
        await call(users.updateDetails, { body: data as UpdateDetailsInput });
        toastSuccess(updatedMessage(ATHLETE_PROFILE_LABEL));
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sport profile</h2>
        </CardTitle>
        <CardDescription>
          Your coach sees this on your profile and adapts training and conversations.
        </CardDescription>
      </CardHeader>
      <FormElement form={form} onSubmit={save} className="grid gap-6">
        <CardContent>
          <WellbeingFields values={values} setValue={setValue} errors={errors} />
        </CardContent>
        <FormFooter submitLabel="Save athlete profile" />
      </FormElement>
    </Card>
  );
}
