/**
 * User details between the API and the table. Three closed lists of §3 contain `-`, which Prisma enum
 * identifiers cannot, so the schema maps them (`minor_injury @map("minor-injury")`) and Prisma hands back the
 * identifier: the API must speak the spec's spelling both ways. The table also flattens `injuryStatus
 * {value, description}` into two columns so it can be filtered; the document nests it back.
 */

import { pick } from "es-toolkit";
import type {
  InjuryStatusValue,
  PreferredGender,
  PreferredLanguage,
  UserDetails,
} from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { PREFERRED_GENDERS, PREFERRED_LANGUAGES } from "@/lib/constants";
import type {
  ArchetypeField,
  InjuryValue,
  TopicField,
  UpdateDetailsInput,
  UserDetailsDoc,
} from "@/lib/contracts/users/schemas";

type SpecLanguage = (typeof PREFERRED_LANGUAGES)[number];
type SpecGender = (typeof PREFERRED_GENDERS)[number];

// Written out (not string-replaced) so the compiler checks each list is complete in both directions.
const INJURY: Record<InjuryStatusValue, InjuryValue> = {
  minor_injury: "minor-injury",
  serious_injury: "serious-injury",
  fully_healthy: "fully-healthy",
  NA: "NA",
};
const LANGUAGE: Record<PreferredLanguage, SpecLanguage> = {
  en_US: "en-US",
  es_ES: "es-ES",
  fr_FR: "fr-FR",
  de_DE: "de-DE",
  pt_BR: "pt-BR",
};
const GENDER: Record<PreferredGender, SpecGender> = {
  male: "male",
  female: "female",
  non_binary: "non-binary",
  other: "other",
  NA: "NA",
};

function inverse<K extends string, V extends string>(map: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
}
const INJURY_IN = inverse(INJURY);
const LANGUAGE_IN = inverse(LANGUAGE);
const GENDER_IN = inverse(GENDER);

/** The columns read as they are. */
const PLAIN_COLUMNS = [
  "routineAssessments",
  "archetypeUpdatedAt",
  "routineAssessmentAt",
  "preferredEmotionalSupport",
  "stressTriggers",
  "riskProfile",
  "bio",
  "lastRoutineAssessmentJustification",
  "background",
  "keyMotivators",
  "environmentAwareness",
  "communityInvolvement",
  "birthDate",
  "preferredName",
  "preferredProblemSolvingApproach",
  "preferredCommunicationTone",
  "preferredLearningStyle",
  "preferredFeedbackStyle",
  "otherPreferences",
] as const;

/** The JSON columns, each holding one of the contract's shapes (see detailsDocument). */
const JSON_COLUMNS = [
  "innerPhilosopher",
  "innerHero",
  "lifeEvents",
  "personalityTraits",
  "decisionMaking",
  "conflictResolutionApproach",
  "copingMechanisms",
  "worldView",
  "corePersonalityTraits",
  "internalConflicts",
  "recurringChallenges",
  "personalGrowthFocus",
] as const;

/**
 * The document of a details row. The JSON columns are written only by update-details.ts, from the contract's
 * shapes with the service's dates, so they are read back as those shapes.
 */
export function detailsDocument(row: UserDetails): Sendable<UserDetailsDoc> {
  const { injuryStatusValue, injuryStatusDescription, preferredLanguage, preferredGender } = row;
  const hasInjury = injuryStatusValue !== null || injuryStatusDescription !== null;
  return {
    _id: row.id,
    __v: row.version,
    user: row.userId,
    ...pick(row, PLAIN_COLUMNS),
    ...(pick(row, JSON_COLUMNS) as Pick<UserDetailsDoc, (typeof JSON_COLUMNS)[number]>),
    injuryStatus: hasInjury
      ? {
          value: injuryStatusValue ? INJURY[injuryStatusValue] : null,
          description: injuryStatusDescription ?? "",
        }
      : null,
    preferredLanguage: preferredLanguage ? LANGUAGE[preferredLanguage] : null,
    preferredGender: preferredGender ? GENDER[preferredGender] : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The plain columns. Trait assessments, the topics and the inner philosopher/hero carry dates the service
 * stamps (update-details.ts), so they are not mapped here. The document above already carries every column,
 * those included, and the system's own fields (routineAssessments, archetypeUpdatedAt…) for reading.
 */
type DetailsFields = Omit<
  UpdateDetailsInput,
  "filledIntakeForm" | "personalityTraits" | TopicField | ArchetypeField
>;

/** The columns for the given fields only: details are updated field by field, never replaced whole. */
export function detailsData(input: DetailsFields) {
  const { injuryStatus, preferredLanguage, preferredGender, ...rest } = input;
  return {
    ...rest,
    ...(injuryStatus
      ? {
          injuryStatusValue: INJURY_IN[injuryStatus.value],
          injuryStatusDescription: injuryStatus.description,
        }
      : {}),
    ...(preferredLanguage ? { preferredLanguage: LANGUAGE_IN[preferredLanguage] } : {}),
    ...(preferredGender ? { preferredGender: GENDER_IN[preferredGender] } : {}),
  };
}
