"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import * as React from "react";

import {
  type DetailsDoc,
  GENDER_LABELS,
  INJURY_LABELS,
  type InjuryValue,
  LANGUAGE_LABELS,
  type UserDoc,
} from "@/components/management/documents";
import { Suggestions, TagInput } from "@/components/management/fields";
import { type FieldErrors, useFormState, type Validation, validate } from "@/components/management/form";
import { CardSkeleton, LoadError } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api-client";
import { PREFERRED_GENDERS, PREFERRED_LANGUAGES } from "@/lib/constants";
import { MESSAGES } from "@/lib/contracts/common";
import { updateDetailsSchema } from "@/lib/contracts/users";
import { toastSuccess, updatedMessage } from "@/lib/toast";
import {
  hasSuggestion,
  MOTIVATOR_SUGGESTIONS,
  PREFERENCE_SUGGESTIONS,
  STRESS_TRIGGER_SUGGESTIONS,
  toggleSuggestion,
} from "./suggestions";

export const PREFERENCE_TABS = ["personal", "preferences", "wellbeing"] as const;
export type PreferenceTab = (typeof PREFERENCE_TABS)[number];
export const DEFAULT_PREFERENCE_TAB: PreferenceTab = "personal";

const TAB_LABELS: Record<PreferenceTab, string> = {
  personal: "Personal",
  preferences: "Preferences",
  wellbeing: "Wellbeing",
};

/** What each tab's save is announced as: '{label} updated successfully'. */
const SAVE_LABELS: Record<PreferenceTab, string> = {
  personal: "Personal information",
  preferences: "Preferences",
  wellbeing: "Wellbeing",
};

const INJURY_VALUES: InjuryValue[] = ["fully-healthy", "minor-injury", "serious-injury", "NA"];

type TextPreference = keyof typeof PREFERENCE_SUGGESTIONS;

const TEXT_PREFERENCES: { key: TextPreference; label: string; description: string }[] = [
  {
    key: "preferredCommunicationTone",
    label: "Communication tone",
    description: "How you like your coach and the AI to talk to you.",
  },
  {
    key: "preferredProblemSolvingApproach",
    label: "Problem-solving approach",
    description: "How you like to work through a difficulty.",
  },
  { key: "preferredLearningStyle", label: "Learning style", description: "How you learn best." },
  { key: "preferredFeedbackStyle", label: "Feedback style", description: "How you like to hear feedback." },
  {
    key: "preferredEmotionalSupport",
    label: "Emotional support",
    description: "What helps you when things get hard.",
  },
  { key: "otherPreferences", label: "Other preferences", description: "Anything else we should know." },
];

export function isPreferenceTab(value: string | null | undefined): value is PreferenceTab {
  return PREFERENCE_TABS.includes(value as PreferenceTab);
}

/** /dashboard/user-preferences: one's own profile in three tabs, chosen by `?tab=` (default personal). */
export function PreferencesForm() {
  return (
    <React.Suspense fallback={<CardSkeleton rows={5} />}>
      <PreferencesTabs />
    </React.Suspense>
  );
}

function PreferencesTabs() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = searchParams?.get("tab");
  const tab: PreferenceTab = isPreferenceTab(requested) ? requested : DEFAULT_PREFERENCE_TAB;
  const me = useResource<UserDoc>("/users/me");

  function selectTab(next: string) {
    const params = new URLSearchParams(searchParams?.toString() ?? "");
    params.set("tab", next);
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  }

  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList aria-label="Preference sections">
        {PREFERENCE_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {TAB_LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {me.error ? (
        <LoadError error={me.error} onRetry={me.reload} />
      ) : !me.data ? (
        <CardSkeleton rows={5} />
      ) : (
        <DetailsTabs details={me.data.details ?? null} />
      )}
    </Tabs>
  );
}

function initialValues(d: DetailsDoc | null) {
  return {
    preferredName: d?.preferredName ?? "",
    preferredGender: (d?.preferredGender ?? "") as string,
    birthDate: d?.birthDate ? d.birthDate.slice(0, 10) : "",
    bio: d?.bio ?? "",
    background: d?.background ?? "",
    preferredLanguage: (d?.preferredLanguage ?? "") as string,
    preferredCommunicationTone: d?.preferredCommunicationTone ?? "",
    preferredProblemSolvingApproach: d?.preferredProblemSolvingApproach ?? "",
    preferredLearningStyle: d?.preferredLearningStyle ?? "",
    preferredFeedbackStyle: d?.preferredFeedbackStyle ?? "",
    preferredEmotionalSupport: d?.preferredEmotionalSupport ?? "",
    otherPreferences: d?.otherPreferences ?? "",
    injuryValue: (d?.injuryStatus?.value ?? "") as string,
    injuryDescription: d?.injuryStatus?.description ?? "",
    stressTriggers: d?.stressTriggers ?? [],
    keyMotivators: d?.keyMotivators ?? [],
  };
}

type Values = ReturnType<typeof initialValues>;

/** The body of PUT /users/details for one tab: only that tab's fields are sent (the API changes only those). */
function tabBody(tab: PreferenceTab, v: Values): Record<string, unknown> {
  if (tab === "personal") {
    return {
      preferredName: v.preferredName.trim(),
      ...(v.preferredGender ? { preferredGender: v.preferredGender } : {}),
      birthDate: v.birthDate || null,
      bio: v.bio,
      background: v.background,
    };
  }
  if (tab === "preferences") {
    return {
      ...(v.preferredLanguage ? { preferredLanguage: v.preferredLanguage } : {}),
      ...Object.fromEntries(TEXT_PREFERENCES.map(({ key }) => [key, v[key]])),
    };
  }
  return {
    ...(v.injuryValue || v.injuryDescription.trim()
      ? { injuryStatus: { value: v.injuryValue || undefined, description: v.injuryDescription } }
      : {}),
    stressTriggers: v.stressTriggers,
    keyMotivators: v.keyMotivators,
  };
}

function checkTab(tab: PreferenceTab, v: Values): Validation<unknown> {
  const result = validate(updateDetailsSchema, tabBody(tab, v));
  if (tab !== "wellbeing" || v.injuryValue || !v.injuryDescription.trim()) return result;
  // A description without a status: say so in words rather than with the enum's message.
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  errors["injuryStatus.value"] = MESSAGES.fieldRequired;
  return { ok: false, errors };
}

function firstError(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const key = Object.keys(errors).find((k) => k.startsWith(`${field}.`));
  return key ? errors[key] : undefined;
}

function DetailsTabs({ details }: { details: DetailsDoc | null }) {
  const form = useFormState(initialValues(details));
  const { values, setValue, errors } = form;
  const [saving, setSaving] = React.useState<PreferenceTab | null>(null);

  async function save(tab: PreferenceTab) {
    setSaving(tab);
    await form.submit(
      () => checkTab(tab, values),
      async (data) => {
        await api("/users/details", { method: "PUT", body: data });
        toastSuccess(updatedMessage(SAVE_LABELS[tab]));
      },
    );
    setSaving(null);
  }

  function footer(tab: PreferenceTab) {
    return (
      <CardFooter className="justify-end border-t pt-6">
        <Button type="submit" loading={saving === tab} disabled={saving !== null}>
          Save {SAVE_LABELS[tab].toLowerCase()}
        </Button>
      </CardFooter>
    );
  }

  function onSubmit(tab: PreferenceTab) {
    return (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void save(tab);
    };
  }

  return (
    <>
      <TabsContent value="personal">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Personal information</h2>
            </CardTitle>
            <CardDescription>Who you are, in your own words.</CardDescription>
          </CardHeader>
          <form onSubmit={onSubmit("personal")} noValidate className="grid gap-6">
            <CardContent className="grid items-start gap-5 sm:grid-cols-2">
              <FormField label="Preferred name" error={errors.preferredName}>
                <Input
                  value={values.preferredName}
                  onChange={(e) => setValue("preferredName", e.target.value)}
                  maxLength={255}
                  autoComplete="nickname"
                />
              </FormField>
              <FormField label="Gender" error={errors.preferredGender}>
                <Select
                  value={values.preferredGender}
                  onChange={(e) => setValue("preferredGender", e.target.value)}
                  placeholder={values.preferredGender ? undefined : "Select…"}
                >
                  {PREFERRED_GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {GENDER_LABELS[g]}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Birth date" error={errors.birthDate}>
                <Input
                  type="date"
                  value={values.birthDate}
                  onChange={(e) => setValue("birthDate", e.target.value)}
                  max={new Date().toISOString().slice(0, 10)}
                />
              </FormField>
              <FormField label="Bio" error={errors.bio} className="sm:col-span-2">
                <Textarea
                  value={values.bio}
                  onChange={(e) => setValue("bio", e.target.value)}
                  rows={4}
                  placeholder="A few sentences about you: your sport, your goals, what you enjoy."
                />
              </FormField>
              <FormField label="Background" error={errors.background} className="sm:col-span-2">
                <Textarea
                  value={values.background}
                  onChange={(e) => setValue("background", e.target.value)}
                  rows={4}
                  placeholder="Your experience so far: years in your sport, level, important moments."
                />
              </FormField>
            </CardContent>
            {footer("personal")}
          </form>
        </Card>
      </TabsContent>

      <TabsContent value="preferences">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Preferences</h2>
            </CardTitle>
            <CardDescription>
              How your coach and the AI should work with you. Pick a suggestion or write your own.
            </CardDescription>
          </CardHeader>
          <form onSubmit={onSubmit("preferences")} noValidate className="grid gap-6">
            <CardContent className="grid gap-6">
              <FormField label="Preferred language" error={errors.preferredLanguage} className="sm:max-w-xs">
                <Select
                  value={values.preferredLanguage}
                  onChange={(e) => setValue("preferredLanguage", e.target.value)}
                  placeholder={values.preferredLanguage ? undefined : "Select…"}
                >
                  {PREFERRED_LANGUAGES.map((lang) => (
                    <option key={lang} value={lang}>
                      {LANGUAGE_LABELS[lang]}
                    </option>
                  ))}
                </Select>
              </FormField>
              {TEXT_PREFERENCES.map(({ key, label, description }) => (
                <div key={key} className="grid gap-2">
                  <FormField label={label} error={errors[key]} description={description}>
                    <Textarea value={values[key]} onChange={(e) => setValue(key, e.target.value)} rows={2} />
                  </FormField>
                  <Suggestions
                    label={`Suggestions for ${label.toLowerCase()}`}
                    items={PREFERENCE_SUGGESTIONS[key]}
                    isPicked={(item) => hasSuggestion(values[key], item)}
                    onPick={(item) => setValue(key, toggleSuggestion(values[key], item))}
                  />
                </div>
              ))}
            </CardContent>
            {footer("preferences")}
          </form>
        </Card>
      </TabsContent>

      <TabsContent value="wellbeing">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Wellbeing</h2>
            </CardTitle>
            <CardDescription>
              Helps your coach adapt training and conversations to how you are.
            </CardDescription>
          </CardHeader>
          <form onSubmit={onSubmit("wellbeing")} noValidate className="grid gap-6">
            <CardContent className="grid gap-6">
              <div className="grid items-start gap-5 sm:grid-cols-2">
                <FormField label="Injury status" error={errors["injuryStatus.value"]}>
                  <Select
                    value={values.injuryValue}
                    onChange={(e) => setValue("injuryValue", e.target.value)}
                    placeholder={values.injuryValue ? undefined : "Select…"}
                  >
                    {INJURY_VALUES.map((value) => (
                      <option key={value} value={value}>
                        {INJURY_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField
                  label="Injury description"
                  error={errors["injuryStatus.description"]}
                  className="sm:col-span-2"
                >
                  <Textarea
                    value={values.injuryDescription}
                    onChange={(e) => setValue("injuryDescription", e.target.value)}
                    rows={3}
                    placeholder="What happened, since when, what you can and cannot do."
                  />
                </FormField>
              </div>
              <TagInput
                label="Stress triggers"
                value={values.stressTriggers}
                onChange={(next) => setValue("stressTriggers", next)}
                placeholder="Add a stress trigger"
                suggestions={STRESS_TRIGGER_SUGGESTIONS}
                error={firstError(errors, "stressTriggers")}
              />
              <TagInput
                label="Key motivators"
                value={values.keyMotivators}
                onChange={(next) => setValue("keyMotivators", next)}
                placeholder="Add a motivator"
                suggestions={MOTIVATOR_SUGGESTIONS}
                error={firstError(errors, "keyMotivators")}
              />
            </CardContent>
            {footer("wellbeing")}
          </form>
        </Card>
      </TabsContent>
    </>
  );
}
