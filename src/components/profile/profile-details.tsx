"use client";

import { PencilIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type * as React from "react";

import { tags } from "@/components/management/badges";
import { type DetailItem, DetailList } from "@/components/management/detail-list";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFormat } from "@/i18n/format";
import type { UserDetailsDoc } from "@/lib/contracts/users/schemas";
import { ARCHETYPE_FIELDS, DECISION_STYLE_TOPICS, PERSONALITY_TOPICS } from "@/lib/contracts/users/values";
import { type ArchetypeDoc, type Assessment, TEXT_PREFERENCE_FIELDS } from "./details-model";

export type ProfileSection = "about" | "wellbeing" | "preferences" | "personality" | "archetypes";

/** Where each section is edited, for one's own profile; absent for someone else's. */
export type EditLinks = Partial<Record<ProfileSection, string>>;

const present = (value: unknown) =>
  !(value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0));

function Section({
  id,
  title,
  description,
  edit,
  empty,
  children,
}: {
  id: ProfileSection;
  title: string;
  description: string;
  edit?: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations("profile");
  const headingId = `profile-${id}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        {edit ? (
          <CardAction>
            <Button asChild variant="ghost" size="sm">
              <Link href={edit} aria-label={t(`details.sections.${id}.edit`)}>
                <PencilIcon />
                {t("details.edit")}
              </Link>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {empty ? <p className="text-sm text-muted-foreground">{t("details.empty")}</p> : children}
      </CardContent>
    </Card>
  );
}

function AssessmentText({ value }: { value: Assessment | null | undefined }) {
  if (!value || (!value.title && !value.description)) return null;
  return (
    <span className="grid gap-0.5">
      {value.title ? <span className="font-medium">{value.title}</span> : null}
      {value.description ? <span className="text-muted-foreground">{value.description}</span> : null}
    </span>
  );
}

function ArchetypeText({ value }: { value: ArchetypeDoc | null | undefined }) {
  if (!value || (!value.name && !value.title && !value.description)) return null;
  return (
    <span className="grid gap-0.5">
      <span className="font-medium">
        {value.name}
        {value.name && value.title ? " — " : ""}
        {value.title}
      </span>
      {value.description ? <span className="text-muted-foreground">{value.description}</span> : null}
    </span>
  );
}

/**
 * A person's details (§3 User details) in readable sections: about, wellbeing, preferences, personality and
 * inner philosopher/hero. Each section has an empty state, and an "Edit" link when it is one's own profile.
 */
export function ProfileDetailsSections({
  details,
  edit = {},
  self = false,
}: {
  details: UserDetailsDoc | null | undefined;
  edit?: EditLinks;
  /** One's own profile: the descriptions speak to the reader, not about them. */
  self?: boolean;
}) {
  const t = useTranslations("profile");
  const te = useTranslations("enums");
  const format = useFormat();
  const d: Partial<UserDetailsDoc> = details ?? {};

  const about: DetailItem[] = [
    { label: t("fields.preferredName.label"), value: d.preferredName },
    { label: t("fields.birthDate.label"), value: d.birthDate ? format.day(d.birthDate, "") : null },
    { label: t("fields.bio.label"), value: d.bio, wide: true },
    { label: t("fields.background.label"), value: d.background, wide: true },
  ];

  const events = (d.lifeEvents ?? []).filter((e) => e.title || e.description || e.when);
  const wellbeing: DetailItem[] = [
    {
      label: t("fields.injuryValue.label"),
      value: d.injuryStatus?.value ? te(`injury.${d.injuryStatus.value}`) : null,
    },
    { label: t("fields.injuryDescription.label"), value: d.injuryStatus?.description },
    { label: t("fields.preferredEmotionalSupport.label"), value: d.preferredEmotionalSupport, wide: true },
    { label: t("fields.stressTriggers.label"), value: tags(d.stressTriggers) },
    { label: t("fields.keyMotivators.label"), value: tags(d.keyMotivators) },
    {
      label: t("details.lifeEvents"),
      wide: true,
      value: events.length ? (
        <ul className="grid gap-2">
          {events.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: life events have no id.
            <li key={i}>
              <span className="font-medium">{e.title}</span>
              {e.when ? <span className="text-muted-foreground"> ({e.when})</span> : null}
              {e.description ? <span className="block text-muted-foreground">{e.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null,
    },
    { label: t("fields.riskProfile.label"), value: d.riskProfile, wide: true },
  ];

  const preferences: DetailItem[] = [
    {
      label: t("details.language"),
      value: d.preferredLanguage ? te(`languages.${d.preferredLanguage}`) : null,
    },
    {
      label: t("fields.preferredGender.label"),
      value: d.preferredGender ? te(`genders.${d.preferredGender}`) : null,
    },
    ...TEXT_PREFERENCE_FIELDS.map(({ key }) => ({ label: t(`fields.${key}.label`), value: d[key] })),
  ];

  const traits = (d.personalityTraits ?? []).filter((trait) => trait.title || trait.description);
  const personality: DetailItem[] = [
    {
      label: t("details.personalityTraits"),
      wide: true,
      value: traits.length ? (
        <ul className="grid gap-2">
          {traits.map((trait) => (
            <li key={trait.title}>
              <AssessmentText value={trait} />
            </li>
          ))}
        </ul>
      ) : null,
    },
    ...[...DECISION_STYLE_TOPICS, ...PERSONALITY_TOPICS].map((key) => ({
      label: t(`topics.${key}.label`),
      value: d[key]?.title || d[key]?.description ? <AssessmentText value={d[key]} /> : null,
    })),
  ];

  const archetypes: DetailItem[] = ARCHETYPE_FIELDS.map((key) => ({
    label: t(`archetypes.${key}.label`),
    value: d[key]?.name || d[key]?.title || d[key]?.description ? <ArchetypeText value={d[key]} /> : null,
  }));

  const isEmpty = (items: DetailItem[]) => !items.some((item) => present(item.value));

  const whose = self ? "descriptionSelf" : "descriptionOther";
  const archetypesDescription = d.archetypeUpdatedAt
    ? t(`details.sections.archetypes.${whose}Updated`, { date: format.date(d.archetypeUpdatedAt) })
    : t(`details.sections.archetypes.${whose}`);
  const sections: { id: ProfileSection; description: string; items: DetailItem[] }[] = [
    { id: "about", description: t(`details.sections.about.${whose}`), items: about },
    { id: "wellbeing", description: t(`details.sections.wellbeing.${whose}`), items: wellbeing },
    { id: "preferences", description: t(`details.sections.preferences.${whose}`), items: preferences },
    { id: "personality", description: t(`details.sections.personality.${whose}`), items: personality },
    { id: "archetypes", description: archetypesDescription, items: archetypes },
  ];

  return (
    <>
      {sections.map((section) => (
        <Section
          key={section.id}
          id={section.id}
          title={t(`details.sections.${section.id}.title`)}
          description={section.description}
          edit={edit[section.id]}
          empty={isEmpty(section.items)}
        >
          <DetailList items={section.items} />
        </Section>
      ))}
    </>
  );
}
