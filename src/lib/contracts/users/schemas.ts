import { z } from "zod";
import { dateOut, documentFields, idOut } from "@/lib/api/wire";
import { PASSWORD_MIN, PREFERRED_GENDERS, PREFERRED_LANGUAGES, ROLES } from "@/lib/constants";
import {
  address,
  addressDocSchema,
  dateValue,
  email,
  MESSAGES,
  name,
  objectId,
  optionalText,
  phone,
} from "@/lib/contracts/common";
import { ARCHETYPE_FIELDS, DECISION_STYLE_TOPICS, PERSONALITY_TOPICS } from "@/lib/contracts/users/values";

/** §3 injuryStatus.value, in the spec's spelling. */
export const INJURY_VALUES = ["minor-injury", "serious-injury", "fully-healthy", "NA"] as const;
export type InjuryValue = (typeof INJURY_VALUES)[number];

const password = z.string({ error: MESSAGES.passwordLength }).min(PASSWORD_MIN, MESSAGES.passwordLength);
const role = z.enum(ROLES, { error: MESSAGES.roleRequired });

/** §5 sign-up: a single `team` given becomes the `teams` list. */
function withTeamsList<T extends { team?: string; teams?: string[] }>(value: T) {
  const { team, ...rest } = value;
  const teams = rest.teams ?? (team ? [team] : undefined);
  return { ...rest, ...(teams ? { teams } : {}) } as Omit<T, "team">;
}

const accountFields = {
  name,
  phoneCode: phone.optional(),
  phone: phone.optional(),
  image: optionalText(2048).optional(),
  address: address.optional(),
  timezone: optionalText(64).optional(),
};

/** A person's place and rights in the organisation, as an admin sets them on create and update alike. */
const memberFields = {
  team: objectId.optional(),
  teams: z.array(objectId).optional(),
  active: z.boolean().optional(),
  isAdminMaster: z.boolean().optional(),
  canViewChatHiddenInfo: z.boolean().optional(),
  /** Told of safeguarding concerns in the organisation, and works their cases (coaches and admins only). */
  safeguardingLead: z.boolean().optional(),
  invisibleToOthers: z.boolean().optional(),
};

/**
 * POST /users (admins only): creates the identity-provider account too. With `invite`, no password is set by the
 * admin: the person gets the provider's e-mail to choose their own, and the password fields are left out.
 */
export const createUserSchema = z
  .object({
    ...accountFields,
    email,
    invite: z.boolean().optional(),
    password: password.optional(),
    confirmPassword: z.string({ error: MESSAGES.passwordMismatch }).optional(),
    role,
    ...memberFields,
    organization: objectId.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.invite) return;
    if (v.password === undefined) {
      ctx.addIssue({ code: "custom", path: ["password"], message: MESSAGES.passwordLength });
    } else if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordMismatch });
    }
  })
  .transform(withTeamsList);

/** PUT /users/{id}: a new password is optional, but must be confirmed when given. */
export const updateUserSchema = z
  .object({
    ...accountFields,
    email: email.optional(),
    password: password.optional(),
    confirmPassword: z.string().optional(),
    role: role.optional(),
    ...memberFields,
    filledIntakeForm: z.boolean().optional(),
  })
  .partial()
  .strict()
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
  })
  .transform(withTeamsList);

/** PUT /users/me: what a person may change about their own account. */
export const updateMeSchema = z
  .object({ ...accountFields, invisibleToOthers: z.boolean() })
  .partial()
  .strict();

const traitAssessment = z.object({
  title: optionalText(255).default(""),
  description: optionalText(5000).default(""),
});

const listOfText = z.array(optionalText(255)).max(50);

/**
 * A single trait assessment (a decision-style or personality topic, §3): the person writes title and
 * description; the service stamps createdAt/updatedAt (any dates sent are dropped). null clears it.
 */
const topic = traitAssessment.nullable();

/** innerPhilosopher / innerHero (§3): name, title, description; dates stamped by the service. null clears it. */
const archetype = z
  .object({
    name: optionalText(255).default(""),
    title: optionalText(255).default(""),
    description: optionalText(5000).default(""),
  })
  .nullable();

export type TopicField = (typeof DECISION_STYLE_TOPICS)[number] | (typeof PERSONALITY_TOPICS)[number];

export type ArchetypeField = (typeof ARCHETYPE_FIELDS)[number];

/**
 * PUT /users/details: one's own profile, preferences and intake answers: every field of §3 User details a
 * person may write. The system's fields (routineAssessments, routineAssessmentAt,
 * lastRoutineAssessmentJustification, archetypeUpdatedAt) are not here, so the strict object refuses them.
 */
export const updateDetailsSchema = z
  .object({
    bio: optionalText(5000),
    background: optionalText(5000),
    birthDate: dateValue.nullable(),
    injuryStatus: z.object({
      value: z.enum(INJURY_VALUES),
      description: optionalText(2000).default(""),
    }),
    preferredEmotionalSupport: optionalText(2000),
    stressTriggers: listOfText,
    keyMotivators: listOfText,
    riskProfile: optionalText(2000),
    lifeEvents: z
      .array(
        z.object({
          title: optionalText(255),
          description: optionalText(2000).default(""),
          when: optionalText(64).default(""),
        }),
      )
      .max(50),
    environmentAwareness: optionalText(2000),
    communityInvolvement: optionalText(2000),
    personalityTraits: z.array(traitAssessment).max(50),
    decisionMaking: topic,
    conflictResolutionApproach: topic,
    copingMechanisms: topic,
    worldView: topic,
    corePersonalityTraits: topic,
    internalConflicts: topic,
    recurringChallenges: topic,
    personalGrowthFocus: topic,
    innerPhilosopher: archetype,
    innerHero: archetype,
    preferredLanguage: z.enum(PREFERRED_LANGUAGES),
    preferredGender: z.enum(PREFERRED_GENDERS),
    preferredName: optionalText(255),
    preferredProblemSolvingApproach: optionalText(2000),
    preferredCommunicationTone: optionalText(2000),
    preferredLearningStyle: optionalText(2000),
    preferredFeedbackStyle: optionalText(2000),
    otherPreferences: optionalText(2000),
    /** Sent by the intake form when the person finishes it. */
    filledIntakeForm: z.literal(true),
  })
  .partial()
  .strict();

export type CreateUserInput = z.infer<typeof createUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type UpdateMeInput = z.infer<typeof updateMeSchema>;
export type UpdateDetailsInput = z.infer<typeof updateDetailsSchema>;

/** A trait assessment or topic as stored: what the person wrote, and the dates the service stamped. */
const datedTraitDoc = z.strictObject({
  title: z.string(),
  description: z.string(),
  createdAt: dateOut,
  updatedAt: dateOut,
});

/** innerPhilosopher / innerHero as stored, with the service's dates. */
const datedArchetypeDoc = z.strictObject({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: dateOut,
  updatedAt: dateOut,
});

const lifeEventDoc = z.strictObject({ title: z.string(), description: z.string(), when: z.string() });

/**
 * The §3 user details document as the API answers it (PUT /users/details, and `details` of a single user): closed
 * lists in the spec's spelling, and injuryStatus nested back ({value, description}, null when never given).
 */
export const userDetailsDocSchema = z.strictObject({
  ...documentFields,
  user: idOut,
  routineAssessments: z.number().int(),
  innerPhilosopher: datedArchetypeDoc.nullable(),
  innerHero: datedArchetypeDoc.nullable(),
  archetypeUpdatedAt: dateOut.nullable(),
  routineAssessmentAt: dateOut.nullable(),
  preferredEmotionalSupport: z.string().nullable(),
  stressTriggers: z.array(z.string()),
  riskProfile: z.string().nullable(),
  bio: z.string().nullable(),
  lastRoutineAssessmentJustification: z.string().nullable(),
  background: z.string().nullable(),
  keyMotivators: z.array(z.string()),
  lifeEvents: z.array(lifeEventDoc),
  environmentAwareness: z.string().nullable(),
  communityInvolvement: z.string().nullable(),
  birthDate: dateOut.nullable(),
  personalityTraits: z.array(datedTraitDoc),
  decisionMaking: datedTraitDoc.nullable(),
  conflictResolutionApproach: datedTraitDoc.nullable(),
  copingMechanisms: datedTraitDoc.nullable(),
  worldView: datedTraitDoc.nullable(),
  corePersonalityTraits: datedTraitDoc.nullable(),
  internalConflicts: datedTraitDoc.nullable(),
  recurringChallenges: datedTraitDoc.nullable(),
  personalGrowthFocus: datedTraitDoc.nullable(),
  preferredName: z.string().nullable(),
  preferredProblemSolvingApproach: z.string().nullable(),
  preferredCommunicationTone: z.string().nullable(),
  preferredLearningStyle: z.string().nullable(),
  preferredFeedbackStyle: z.string().nullable(),
  otherPreferences: z.string().nullable(),
  injuryStatus: z
    .strictObject({ value: z.enum(INJURY_VALUES).nullable(), description: z.string() })
    .nullable(),
  preferredLanguage: z.enum(PREFERRED_LANGUAGES).nullable(),
  preferredGender: z.enum(PREFERRED_GENDERS).nullable(),
});

/** A user's organisation, as much of it as renders it by name. */
export const userOrganizationRefSchema = z.strictObject({
  _id: idOut,
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  masterOrganization: z.boolean(),
});

/** One of a user's teams, as much of it as renders it by name. */
export const userTeamRefSchema = z.strictObject({
  _id: idOut,
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});

/** The §3 user document as lists answer it: with its organisation and teams by name, without the details. */
export const userDocSchema = z.strictObject({
  ...documentFields,
  firebaseId: z.string().nullable(),
  active: z.boolean(),
  name: z.string(),
  email: z.string(),
  organization: userOrganizationRefSchema.nullable(),
  teams: z.array(userTeamRefSchema),
  role: z.enum(ROLES),
  isAdminMaster: z.boolean(),
  phoneCode: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  address: addressDocSchema.nullable(),
  lastLoginAt: dateOut.nullable(),
  filledIntakeForm: z.boolean(),
  canViewChatHiddenInfo: z.boolean(),
  safeguardingLead: z.boolean(),
  timezone: z.string().nullable(),
  streakDays: z.number().int(),
  maxStreakDays: z.number().int(),
  lastActiveOn: dateOut.nullable(),
  invisibleToOthers: z.boolean(),
});

/** A single user (GET /users/{id}, GET /users/me, created, updated): also the details, null when never saved. */
export const userWithDetailsDocSchema = userDocSchema.extend({ details: userDetailsDocSchema.nullable() });

export type UserDetailsDoc = z.output<typeof userDetailsDocSchema>;
export type UserOrganizationRef = z.output<typeof userOrganizationRefSchema>;
export type UserTeamRef = z.output<typeof userTeamRefSchema>;
export type UserDoc = z.output<typeof userDocSchema>;
export type UserWithDetailsDoc = z.output<typeof userWithDetailsDocSchema>;

// Defined without zod in values.ts, which browser code imports.
export { ARCHETYPE_FIELDS, DECISION_STYLE_TOPICS, PERSONALITY_TOPICS };
