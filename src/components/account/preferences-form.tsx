"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";

import { useContractForm, type Validation } from "@/components/management/form";
import { CardSkeleton, Loaded } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import {
  BACKGROUND_FIELD,
  BIO_FIELD,
  BirthDateField,
  EMOTIONAL_SUPPORT_FIELD,
  GenderField,
  InjuryFields,
  LanguageField,
  PREFERRED_NAME_FIELD,
  TEXT_PREFERENCE_SPECS,
  TextDetailField,
  TextDetailFields,
  type TextFieldSpec,
  TriggerMotivatorFields,
} from "@/components/profile/detail-fields";
import {
  checkBody,
  type DetailsValues,
  detailsContracts,
  detailsValues,
} from "@/components/profile/details-model";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { users } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import type { UpdateDetailsInput, UserDetailsDoc } from "@/lib/contracts/users/schemas";
import { toastSuccess } from "@/lib/toast";

// The voice tab's form is shown only on that tab: it loads when the tab is opened.
const VoiceSettingsForm = React.lazy(() =>
  import("@/components/voice/voice-settings-form").then((m) => ({ default: m.VoiceSettingsForm })),
);

export const PREFERENCE_TABS = ["personal", "preferences", "wellbeing"] as const;
export type PreferenceTab = (typeof PREFERENCE_TABS)[number];
export const DEFAULT_PREFERENCE_TAB: PreferenceTab = "personal";

/**
 * Each tab's fields' grid. Its card's heading, description, save button and toast ('{title} updated successfully')
 * are the catalogue's account.preferences.cards.<tab>.
 */
const TAB_CONTENT_CLASS: Record<PreferenceTab, string> = {
  personal: "grid items-start gap-5 sm:grid-cols-2",
  preferences: "grid gap-6",
  wellbeing: "grid gap-6",
};

/** The personal tab's bio and background: a placeholder instead of a description, no length limit. */
const PERSONAL_TEXT: readonly TextFieldSpec[] = [
  { ...BIO_FIELD, placeholder: "fields.bio.placeholder" },
  { ...BACKGROUND_FIELD, placeholder: "fields.background.description" },
];

/** The preferences tab's free-text fields: the profile forms' ones plus emotional support, before "other". */
const PREFERENCES_TEXT: readonly TextFieldSpec[] = [
  ...TEXT_PREFERENCE_SPECS.filter(({ key }) => key !== "otherPreferences"),
  EMOTIONAL_SUPPORT_FIELD,
  ...TEXT_PREFERENCE_SPECS.filter(({ key }) => key === "otherPreferences"),
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
  const t = useTranslations("account.preferences");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const requested = searchParams?.get("tab");
  // "voice" is the voice settings tab (its own form, GET/PUT /chats/voice-settings).
  const tab: PreferenceTab | "voice" =
    requested === "voice" ? "voice" : isPreferenceTab(requested) ? requested : DEFAULT_PREFERENCE_TAB;
  const me = useResource(request(users.getMe, {}));

  function selectTab(next: string) {
    const params = new URLSearchParams(searchParams?.toString() ?? "");
    params.set("tab", next);
    router.replace(`${pathname}?${params.toString()}`, { scroll: false });
  }

  return (
    <Tabs value={tab} onValueChange={selectTab}>
      {/* Four tabs are wider than a phone in some languages: they wrap there rather than push the page sideways. */}
      <TabsList aria-label={t("tabsLabel")} className="max-sm:h-auto max-sm:flex-wrap">
        {PREFERENCE_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
        <TabsTrigger value="voice">{t("tabs.voice")}</TabsTrigger>
      </TabsList>
      <TabsContent value="voice">
        {tab === "voice" ? (
          <React.Suspense fallback={<CardSkeleton rows={5} />}>
            <VoiceSettingsForm scope="user" />
          </React.Suspense>
        ) : null}
      </TabsContent>
      <Loaded resource={me} rows={5}>
        {(user) => <DetailsTabs details={user.details ?? null} />}
      </Loaded>
    </Tabs>
  );
}

/** The body of PUT /users/details for one tab: only that tab's fields are sent (the API changes only those). */
function tabBody(tab: PreferenceTab, v: DetailsValues): Record<string, unknown> {
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
      ...Object.fromEntries(PREFERENCES_TEXT.map(({ key }) => [key, v[key]])),
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

function checkTab(tab: PreferenceTab, v: DetailsValues): Promise<Validation<unknown>> {
  return checkBody(tabBody(tab, v), v);
}

function DetailsTabs({ details }: { details: UserDetailsDoc | null }) {
  const t = useTranslations("account.preferences");
  const router = useRouter();
  const form = useContractForm(detailsContracts, detailsValues(details));
  const { values, setValue, errors } = form;
  const fields = { values, setValue, errors };
  const [saving, setSaving] = React.useState<PreferenceTab | null>(null);

  async function save(tab: PreferenceTab) {
    setSaving(tab);
    await form.submit(
      () => checkTab(tab, values),
      async (data) => {
        await call(users.updateDetails, { body: data as UpdateDetailsInput });
        toastSuccess(t(`cards.${tab}.updated`));
        // The preferred language is the page's language: the server renders the page again in the saved one, and
        // the client components keep their state.
        if (tab === "preferences") router.refresh();
      },
    );
    setSaving(null);
  }

  return (
    <>
      <DetailsTab tab="personal" saving={saving} onSave={save}>
        <TextDetailField spec={PREFERRED_NAME_FIELD} {...fields} />
        <GenderField {...fields} />
        <BirthDateField {...fields} />
        <TextDetailFields specs={PERSONAL_TEXT} {...fields} />
      </DetailsTab>
      <DetailsTab tab="preferences" saving={saving} onSave={save}>
        <LanguageField {...fields} className="sm:max-w-xs" />
        <TextDetailFields specs={PREFERENCES_TEXT} {...fields} />
      </DetailsTab>
      <DetailsTab tab="wellbeing" saving={saving} onSave={save}>
        <InjuryFields {...fields} />
        <TriggerMotivatorFields {...fields} />
      </DetailsTab>
    </>
  );
}

/** One tab of the details: its card, and a form that saves only that tab's fields. */
function DetailsTab({
  tab,
  saving,
  onSave,
  children,
}: {
  tab: PreferenceTab;
  /** The tab being saved, if any: the others wait for it. */
  saving: PreferenceTab | null;
  onSave: (tab: PreferenceTab) => Promise<void>;
  children: React.ReactNode;
}) {
  const t = useTranslations("account.preferences");
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void onSave(tab);
  }
  return (
    <TabsContent value={tab}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t(`cards.${tab}.title`)}</h2>
          </CardTitle>
          <CardDescription>{t(`cards.${tab}.description`)}</CardDescription>
        </CardHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          <CardContent className={TAB_CONTENT_CLASS[tab]}>{children}</CardContent>
          <CardFooter className="justify-end border-t pt-6">
            <Button type="submit" loading={saving === tab} disabled={saving !== null}>
              {t(`cards.${tab}.save`)}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </TabsContent>
  );
}
