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

type Stored<K extends keyof UserDetailsDoc> = UserDetailsDoc[K];

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
    routineAssessments: row.routineAssessments,
    innerPhilosopher: row.innerPhilosopher as Stored<"innerPhilosopher">,
    innerHero: row.innerHero as Stored<"innerHero">,
    ...pick(row, [
      "archetypeUpdatedAt",
      "routineAssessmentAt",
      "preferredEmotionalSupport",
      "stressTriggers",
      "riskProfile",
      "bio",
      "lastRoutineAssessmentJustification",
      "background",
      "keyMotivators",
    ]),
    lifeEvents: row.lifeEvents as Stored<"lifeEvents">,
    ...pick(row, ["environmentAwareness", "communityInvolvement", "birthDate"]),
    personalityTraits: row.personalityTraits as Stored<"personalityTraits">,
    decisionMaking: row.decisionMaking as Stored<"decisionMaking">,
    conflictResolutionApproach: row.conflictResolutionApproach as Stored<"conflictResolutionApproach">,
    copingMechanisms: row.copingMechanisms as Stored<"copingMechanisms">,
    worldView: row.worldView as Stored<"worldView">,
    corePersonalityTraits: row.corePersonalityTraits as Stored<"corePersonalityTraits">,
    internalConflicts: row.internalConflicts as Stored<"internalConflicts">,
    recurringChallenges: row.recurringChallenges as Stored<"recurringChallenges">,
    personalGrowthFocus: row.personalGrowthFocus as Stored<"personalGrowthFocus">,
    ...pick(row, [
      "preferredName",
      "preferredProblemSolvingApproach",
      "preferredCommunicationTone",
      "preferredLearningStyle",
      "preferredFeedbackStyle",
      "otherPreferences",
    ]),
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
