"use client";

import { CheckIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useSession } from "next-auth/react";
import * as React from "react";

import { useContractForm, type Validation } from "@/components/management/form";
import { FormElement, SubmitButton } from "@/components/management/form-element";
import { CardSkeleton, LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import {
  AboutFields,
  PersonalityFields,
  PreferenceFields,
  WellbeingFields,
} from "@/components/profile/detail-fields";
import {
  aboutBody,
  checkBody,
  type DetailsValues,
  detailsContracts,
  detailsValues,
  personalityBody,
  preferencesBody,
  wellbeingBody,
} from "@/components/profile/details-model";
import { flashSuccess } from "@/components/shell/flash-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { users } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import type { UpdateDetailsInput, UserDetailsDoc } from "@/lib/contracts/users/schemas";
import { ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";

export const INTAKE_SUCCESS_MESSAGE = "Profile updated successfully";

export const INTAKE_STEPS = [
  {
    key: "about",
    label: "About you",
    description: "Who you are, in your own words.",
    body: aboutBody,
    Fields: AboutFields,
  },
  {
    key: "wellbeing",
    label: "Wellbeing",
    description: "How you are, so your coach can adapt training and conversations.",
    body: wellbeingBody,
    Fields: WellbeingFields,
  },
  {
    key: "preferences",
    label: "Preferences",
    description: "How your coach and the AI should work with you. Pick a suggestion or write your own.",
    body: preferencesBody,
    Fields: PreferenceFields,
  },
  {
    key: "personality",
    label: "Personality",
    description: "Optional: how you think and what inspires you. You can leave this step empty.",
    body: personalityBody,
    Fields: PersonalityFields,
  },
] as const;

function stepIndex(key: string | null | undefined): number {
  const index = INTAKE_STEPS.findIndex((s) => s.key === key);
  return Math.max(index, 0);
}

/**
 * The intake form (§2 step 4), in four steps: about you, wellbeing, preferences, personality. Each step is
 * checked with the shared contract before the next one opens; "Save and continue" on the last step sends
 * everything with PUT /users/details and `filledIntakeForm: true`, then re-reads the session so the route guard
 * lets the person in. It opens on `?step=` (used by the profile's "Edit" links) and starts from what the person
 * already saved.
 */
export function IntakeForm() {
  return (
    <React.Suspense fallback={<CardSkeleton rows={6} />}>
      <IntakeLoader />
    </React.Suspense>
  );
}

function IntakeLoader() {
  const searchParams = useSearchParams();
  const me = useResource(request(users.getMe, {}));
  if (me.error) return <LoadError error={me.error} onRetry={me.reload} />;
  if (!me.data) return <CardSkeleton rows={6} />;
  return <IntakeSteps details={me.data.details} initialStep={stepIndex(searchParams?.get("step"))} />;
}

function withDefaults(details: UserDetailsDoc | null): DetailsValues {
  const values = detailsValues(details);
  return { ...values, preferredLanguage: values.preferredLanguage || "en-US" };
}

function IntakeSteps({ details, initialStep }: { details: UserDetailsDoc | null; initialStep: number }) {
  const { update } = useSession();
  const form = useContractForm(detailsContracts, withDefaults(details));
  const { values, setValue, errors } = form;
  const [current, setCurrent] = React.useState(initialStep);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const step = INTAKE_STEPS[current];
  const last = current === INTAKE_STEPS.length - 1;

  function go(index: number) {
    setCurrent(index);
    window.requestAnimationFrame(() => headingRef.current?.focus());
  }

  function check(index: number): Promise<Validation<unknown>> {
    return checkBody(INTAKE_STEPS[index].body(values), values);
  }

  async function advance() {
    if (!last) {
      const checked = await check(current);
      if (!checked.ok) {
        form.setErrors(checked.errors);
        return;
      }
      form.setErrors({});
      go(current + 1);
      return;
    }
    // Every step again (a step opened by ?step= may have been skipped), then one save.
    for (let index = 0; index < INTAKE_STEPS.length; index++) {
      const checked = await check(index);
      if (!checked.ok) {
        setCurrent(index);
        form.setErrors(checked.errors);
        return;
      }
    }
    const body = Object.assign({}, ...INTAKE_STEPS.map((s) => s.body(values)), { filledIntakeForm: true });
    const saved = await form.submit(
      () => checkBody(body, values),
      async (data) => {
        await call(users.updateDetails, { body: data as UpdateDetailsInput });
      },
    );
    if (!saved) return;
    // Re-reads the user into the session so the route guard sees filledIntakeForm. It needs an argument:
    // `update()` alone only GETs the session, and the JWT callback's "update" trigger runs on a POST.
    await update({ filledIntakeForm: true });
    // A full page load, not router.push: the client router may still hold /dashboard as "redirect to the
    // intake form" from before. The success toast is shown by the next page.
    flashSuccess(INTAKE_SUCCESS_MESSAGE);
    window.location.assign(ROUTES.dashboard);
  }

  const { Fields } = step;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">Intake form</h1>
        </CardTitle>
        <CardDescription>
          Tell your coach about yourself before you start. You can change all of it later in your preferences.
        </CardDescription>
        <nav aria-label="Intake form steps" className="pt-3">
          <ol className="flex flex-wrap gap-2">
            {INTAKE_STEPS.map((s, index) => {
              const done = index < current;
              const active = index === current;
              return (
                <li
                  key={s.key}
                  aria-current={active ? "step" : undefined}
                  className="flex items-center gap-2"
                >
                  <span
                    className={cn(
                      "flex size-6 items-center justify-center rounded-full border text-xs font-medium",
                      active && "border-primary bg-primary text-primary-foreground",
                      done && "border-primary text-primary",
                    )}
                    aria-hidden
                  >
                    {done ? <CheckIcon className="size-3.5" /> : index + 1}
                  </span>
                  <span className={cn("text-sm", active ? "font-medium" : "text-muted-foreground")}>
                    {s.label}
                    <span className="sr-only">
                      {active ? " (current step)" : done ? " (done)" : ""}
                      {`, step ${index + 1} of ${INTAKE_STEPS.length}`}
                    </span>
                  </span>
                  {index < INTAKE_STEPS.length - 1 ? (
                    <span aria-hidden className="h-px w-4 bg-border" />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
      </CardHeader>
      <FormElement form={form} onSubmit={advance} className="grid gap-6">
        <CardContent className="grid gap-5">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
            {step.label}
          </h2>
          <p className="-mt-3 text-sm text-muted-foreground">{step.description}</p>
          <Fields values={values} setValue={setValue} errors={errors} />
        </CardContent>
        <CardFooter className="justify-between gap-2 border-t pt-6">
          <Button
            type="button"
            variant="outline"
            onClick={() => go(current - 1)}
            disabled={current === 0 || form.submitting}
          >
            Back
          </Button>
          <SubmitButton>{last ? "Save and continue" : "Next"}</SubmitButton>
        </CardFooter>
      </FormElement>
    </Card>
  );
}
