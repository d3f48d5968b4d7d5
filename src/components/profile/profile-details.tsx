"use client";

import { PencilIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";

import { tags } from "@/components/management/badges";
import { type DetailItem, DetailList } from "@/components/management/detail-list";
import {
  formatDate,
  formatDay,
  GENDER_LABELS,
  INJURY_LABELS,
  LANGUAGE_LABELS,
} from "@/components/management/display";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { UserDetailsDoc } from "@/lib/contracts/users/schemas";
import { ARCHETYPE_FIELDS, DECISION_STYLE_TOPICS, PERSONALITY_TOPICS } from "@/lib/contracts/users/values";
import {
  ARCHETYPE_LABELS,
  type ArchetypeDoc,
  type Assessment,
  TEXT_PREFERENCE_FIELDS,
  TOPIC_LABELS,
} from "./details-model";

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
              <Link href={edit} aria-label={`Edit ${title.toLowerCase()}`}>
                <PencilIcon />
                Edit
              </Link>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {empty ? <p className="text-sm text-muted-foreground">Nothing here yet.</p> : children}
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
  const d: Partial<UserDetailsDoc> = details ?? {};

  const about: DetailItem[] = [
    { label: "Preferred name", value: d.preferredName },
    { label: "Birth date", value: d.birthDate ? formatDay(d.birthDate, "") : null },
    { label: "Bio", value: d.bio, wide: true },
    { label: "Background", value: d.background, wide: true },
  ];

  const events = (d.lifeEvents ?? []).filter((e) => e.title || e.description || e.when);
  const wellbeing: DetailItem[] = [
    { label: "Injury status", value: d.injuryStatus?.value ? INJURY_LABELS[d.injuryStatus.value] : null },
    { label: "Injury description", value: d.injuryStatus?.description },
    { label: "Emotional support", value: d.preferredEmotionalSupport, wide: true },
    { label: "Stress triggers", value: tags(d.stressTriggers) },
    { label: "Key motivators", value: tags(d.keyMotivators) },
    {
      label: "Life events",
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
    { label: "Risk profile", value: d.riskProfile, wide: true },
  ];

  const preferences: DetailItem[] = [
    { label: "Language", value: d.preferredLanguage ? LANGUAGE_LABELS[d.preferredLanguage] : null },
    { label: "Gender", value: d.preferredGender ? GENDER_LABELS[d.preferredGender] : null },
    ...TEXT_PREFERENCE_FIELDS.map(({ key, label }) => ({ label, value: d[key] })),
  ];

  const traits = (d.personalityTraits ?? []).filter((t) => t.title || t.description);
  const personality: DetailItem[] = [
    {
      label: "Personality traits",
      wide: true,
      value: traits.length ? (
        <ul className="grid gap-2">
          {traits.map((t) => (
            <li key={t.title}>
              <AssessmentText value={t} />
            </li>
          ))}
        </ul>
      ) : null,
    },
    ...[...DECISION_STYLE_TOPICS, ...PERSONALITY_TOPICS].map((key) => ({
      label: TOPIC_LABELS[key].label,
      value: d[key]?.title || d[key]?.description ? <AssessmentText value={d[key]} /> : null,
    })),
  ];

  const archetypes: DetailItem[] = ARCHETYPE_FIELDS.map((key) => ({
    label: ARCHETYPE_LABELS[key].label,
    value: d[key]?.name || d[key]?.title || d[key]?.description ? <ArchetypeText value={d[key]} /> : null,
  }));

  const isEmpty = (items: DetailItem[]) => !items.some((item) => present(item.value));

  const sections: { id: ProfileSection; title: string; description: string; items: DetailItem[] }[] = [
    {
      id: "about",
      title: "About",
      description: self ? "Who you are, in your own words." : "Who they are, in their own words.",
      items: about,
    },
    {
      id: "wellbeing",
      title: "Wellbeing",
      description: "Injury, support, stress and motivation: the sport profile.",
      items: wellbeing,
    },
    {
      id: "preferences",
      title: "Preferences",
      description: self
        ? "How the AI should work with you."
        : "How the coach and the AI should work with them.",
      items: preferences,
    },
    {
      id: "personality",
      title: "Personality",
      description: "Traits, decision style and personality topics.",
      items: personality,
    },
    {
      id: "archetypes",
      title: "Inner philosopher and hero",
      description: `The figures that inspire ${self ? "you" : "them"}.${
        d.archetypeUpdatedAt ? ` Updated ${formatDate(d.archetypeUpdatedAt)}.` : ""
      }`,
      items: archetypes,
    },
  ];

  return (
    <>
      {sections.map((section) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
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
