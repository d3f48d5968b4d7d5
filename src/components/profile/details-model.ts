/**
 * The profile forms' values (intake form, athlete form) and the PUT /users/details body of each part. Pure
 * functions, shared by the forms; the body is checked with the shared contract before it is sent.
 */
import type { FieldErrors, Validation } from "@/components/management/form";
import { contractsLoader, validateWith } from "@/components/management/form";
import type { PREFERRED_GENDERS, PREFERRED_LANGUAGES } from "@/lib/constants";
import { MESSAGES } from "@/lib/contracts/common-values";
import type { InjuryValue, TopicField, UserDetailsDoc } from "@/lib/contracts/users/schemas";
import { ARCHETYPE_FIELDS, DECISION_STYLE_TOPICS, PERSONALITY_TOPICS } from "@/lib/contracts/users/values";

/** The users contract, with zod, loaded when a profile form is first checked (see contractsLoader). */
export const detailsContracts = contractsLoader(() => import("@/lib/contracts/users/schemas"));

export interface Assessment {
  title: string;
  description: string;
  createdAt?: string;
  updatedAt?: string;
}
export interface ArchetypeDoc {
  name: string;
  title: string;
  description: string;
  createdAt?: string;
  updatedAt?: string;
}

/**
 * The free-text preferences (§3), in the order the forms and the profile show them. Their labels and help are the
 * catalogue's (profile.fields.<key>).
 */
export const TEXT_PREFERENCE_FIELDS = [
  { key: "preferredCommunicationTone" },
  { key: "preferredProblemSolvingApproach" },
  { key: "preferredLearningStyle" },
  { key: "preferredFeedbackStyle" },
  { key: "otherPreferences" },
] as const;

const emptyAssessment = (): Assessment => ({ title: "", description: "" });
/** An archetype as its fields edit it: each part a string, empty where it is not set. */
const archetypeValues = (a: Partial<ArchetypeDoc> | null | undefined): ArchetypeDoc => ({
  name: a?.name ?? "",
  title: a?.title ?? "",
  description: a?.description ?? "",
});

export const ALL_TOPICS: readonly TopicField[] = [...DECISION_STYLE_TOPICS, ...PERSONALITY_TOPICS];

export function detailsValues(d: Partial<UserDetailsDoc> | null | undefined) {
  return {
    preferredName: d?.preferredName ?? "",
    birthDate: d?.birthDate ? d.birthDate.slice(0, 10) : "",
    bio: d?.bio ?? "",
    background: d?.background ?? "",
    injuryValue: (d?.injuryStatus?.value ?? "") as InjuryValue | "",
    injuryDescription: d?.injuryStatus?.description ?? "",
    preferredEmotionalSupport: d?.preferredEmotionalSupport ?? "",
    stressTriggers: d?.stressTriggers ?? [],
    keyMotivators: d?.keyMotivators ?? [],
    lifeEvents: (d?.lifeEvents ?? []).map((e) => ({
      title: e.title ?? "",
      description: e.description ?? "",
      when: e.when ?? "",
    })),
    riskProfile: d?.riskProfile ?? "",
    preferredLanguage: (d?.preferredLanguage ?? "") as (typeof PREFERRED_LANGUAGES)[number] | "",
    preferredGender: (d?.preferredGender ?? "") as (typeof PREFERRED_GENDERS)[number] | "",
    preferredCommunicationTone: d?.preferredCommunicationTone ?? "",
    preferredProblemSolvingApproach: d?.preferredProblemSolvingApproach ?? "",
    preferredLearningStyle: d?.preferredLearningStyle ?? "",
    preferredFeedbackStyle: d?.preferredFeedbackStyle ?? "",
    otherPreferences: d?.otherPreferences ?? "",
    personalityTraits: (d?.personalityTraits ?? []).map((t) => ({
      title: t.title ?? "",
      description: t.description ?? "",
    })),
    topics: Object.fromEntries(
      ALL_TOPICS.map((key) => [
        key,
        d?.[key] ? { title: d[key].title ?? "", description: d[key].description ?? "" } : emptyAssessment(),
      ]),
    ) as Record<TopicField, Assessment>,
    innerPhilosopher: archetypeValues(d?.innerPhilosopher),
    innerHero: archetypeValues(d?.innerHero),
  };
}

export type DetailsValues = ReturnType<typeof detailsValues>;

const filled = (...texts: string[]) => texts.some((t) => t.trim() !== "");

export function aboutBody(v: DetailsValues): Record<string, unknown> {
  return {
    preferredName: v.preferredName.trim(),
    birthDate: v.birthDate || null,
    bio: v.bio,
    background: v.background,
  };
}

/** The athlete's sport profile (§3 wellbeing fields): the athlete form, and the intake form's second step. */
export function wellbeingBody(v: DetailsValues): Record<string, unknown> {
  return {
    ...(v.injuryValue || v.injuryDescription.trim()
      ? { injuryStatus: { value: v.injuryValue || undefined, description: v.injuryDescription } }
      : {}),
    preferredEmotionalSupport: v.preferredEmotionalSupport,
    stressTriggers: v.stressTriggers,
    keyMotivators: v.keyMotivators,
    lifeEvents: v.lifeEvents.filter((e) => filled(e.title, e.description, e.when)),
    riskProfile: v.riskProfile,
  };
}

export function preferencesBody(v: DetailsValues): Record<string, unknown> {
  return {
    ...(v.preferredLanguage ? { preferredLanguage: v.preferredLanguage } : {}),
    ...(v.preferredGender ? { preferredGender: v.preferredGender } : {}),
    ...Object.fromEntries(TEXT_PREFERENCE_FIELDS.map(({ key }) => [key, v[key]])),
  };
}

/** Traits without a title are left out; a topic or archetype left empty is sent as null (cleared). */
export function personalityBody(v: DetailsValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    personalityTraits: v.personalityTraits.filter((t) => filled(t.title, t.description)),
  };
  for (const key of ALL_TOPICS) {
    const t = v.topics[key];
    body[key] = filled(t.title, t.description) ? { title: t.title, description: t.description } : null;
  }
  for (const key of ARCHETYPE_FIELDS) {
    const a = v[key];
    body[key] = filled(a.name, a.title, a.description)
      ? { name: a.name, title: a.title, description: a.description }
      : null;
  }
  return body;
}

/** Checks a body with the shared contract; an injury description without a status is said in words. */
export async function checkBody(
  body: Record<string, unknown>,
  v: DetailsValues,
): Promise<Validation<unknown>> {
  const result = await validateWith(detailsContracts, (c) => c.updateDetailsSchema, body);
  if (!("injuryStatus" in body) || v.injuryValue) return result;
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  errors["injuryStatus.value"] = MESSAGES.fieldRequired;
  return { ok: false, errors };
}

export function firstError(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const key = Object.keys(errors).find((k) => k.startsWith(`${field}.`));
  return key ? errors[key] : undefined;
}
