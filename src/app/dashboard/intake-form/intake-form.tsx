"use client";

import { CheckIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useSession } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
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
import type { Locale } from "@/i18n/locales";
import { users } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import type { UpdateDetailsInput, UserDetailsDoc } from "@/lib/contracts/users/schemas";
import { ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";

/** The steps in order; each one's name and description are intakeForm.steps.<key> in the catalogue. */
const INTAKE_STEPS = [
  { key: "about", body: aboutBody, Fields: AboutFields },
  { key: "wellbeing", body: wellbeingBody, Fields: WellbeingFields },
  { key: "preferences", body: preferencesBody, Fields: PreferenceFields },
  { key: "personality", body: personalityBody, Fields: PersonalityFields },
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

/** The language offered first is the one the page is in (the browser's, or the one picked at sign-in). */
function withDefaults(details: UserDetailsDoc | null, locale: Locale): DetailsValues {
  const values = detailsValues(details);
  return { ...values, preferredLanguage: values.preferredLanguage || locale };
}

function IntakeSteps({ details, initialStep }: { details: UserDetailsDoc | null; initialStep: number }) {
  const t = useTranslations("intakeForm");
  const { update } = useSession();
  const form = useContractForm(detailsContracts, withDefaults(details, useLocale()));
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
    flashSuccess(t("saved"));
    window.location.assign(ROUTES.dashboard);
  }

  const { Fields } = step;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{t("title")}</h1>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
        <nav aria-label={t("stepsLabel")} className="pt-3">
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
                    {t(`steps.${s.key}.label`)}
                    <span className="sr-only">
                      {t("stepState", {
                        state: active ? "current" : done ? "done" : "other",
                        step: index + 1,
                        total: INTAKE_STEPS.length,
                      })}
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
            {t(`steps.${step.key}.label`)}
          </h2>
          <p className="-mt-3 text-sm text-muted-foreground">{t(`steps.${step.key}.description`)}</p>
          <Fields values={values} setValue={setValue} errors={errors} />
        </CardContent>
        <CardFooter className="justify-between gap-2 border-t pt-6">
          <Button
            type="button"
            variant="outline"
            onClick={() => go(current - 1)}
            disabled={current === 0 || form.submitting}
          >
            {t("back")}
          </Button>
          <SubmitButton>{last ? t("saveAndContinue") : t("next")}</SubmitButton>
        </CardFooter>
      </FormElement>
    </Card>
  );
}
