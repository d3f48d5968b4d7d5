import { z } from "zod";
import { documentFields, idOut } from "@/lib/api/wire";
import { CHAT_MODELS, MIN_MAX_TOKENS, TEMPERATURE_RANGE } from "@/lib/constants";
import { checkInRulesSchema } from "@/lib/contracts/check-ins/schemas";
import { address, addressDocSchema, name, optionalText, slug } from "@/lib/contracts/common";
import { SUPPORT_CONTACTS_MAX } from "@/lib/contracts/safeguarding/values";

/** Chat config of §5: temperature 0–2; maxTokens ≥ 300, and an empty string means unset. */
export const chatConfigSchema = z
  .object({
    usersCanConfigureChat: z.boolean().default(false),
    model: z.enum(CHAT_MODELS).optional(),
    temperature: z
      .number()
      .min(TEMPERATURE_RANGE.min, `Must be at least ${TEMPERATURE_RANGE.min}`)
      .max(TEMPERATURE_RANGE.max, `Must be at most ${TEMPERATURE_RANGE.max}`)
      .optional(),
    maxTokens: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.number().int().min(MIN_MAX_TOKENS, `Must be at least ${MIN_MAX_TOKENS}`).optional(),
    ),
  })
  .strict();

const organizationFields = {
  name,
  description: optionalText(2000).optional(),
  image: optionalText(2048).optional(),
  address: address.optional(),
  active: z.boolean().optional(),
  slug: slug.optional(),
  chatConfig: chatConfigSchema.optional(),
  /** A routine assessment of a person runs every this many assessed sessions (the memory step, default 5). */
  routineAssessmentEvery: z
    .number()
    .int()
    .min(1, "Must be at least 1")
    .max(50, "Must be at most 50")
    .optional(),
  /** When the coaching agent reaches out to an athlete (check-ins); left out: unchanged. */
  checkInRules: checkInRulesSchema.optional(),
  /** Who an athlete can turn to (names, numbers, helplines): shown on the safeguarding support card. */
  supportContacts: z
    .string()
    .trim()
    .max(SUPPORT_CONTACTS_MAX, `Must be at most ${SUPPORT_CONTACTS_MAX} characters`)
    .optional(),
};

/** POST /organizations (masters only). The slug is made from the name when not given. */
export const createOrganizationSchema = z
  .object({ ...organizationFields, masterOrganization: z.boolean().optional() })
  .strict();

/** PUT /organizations/{id}. Only a master admin may change `masterOrganization`. */
export const updateOrganizationSchema = createOrganizationSchema.partial().strict();

export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

/**
 * A stored chat configuration, written whole by PUT /organizations/{id}. Each part is optional: a configuration
 * stored without the flag (`{}`) is answered as it is.
 */
export const chatConfigDocSchema = z.strictObject({
  usersCanConfigureChat: z.boolean().optional(),
  model: z.enum(CHAT_MODELS).optional(),
  temperature: z.number().optional(),
  maxTokens: z.number().int().optional(),
});

/**
 * The §3 organisation document as the API answers it: instead of `users[]` and `teams[]` (thousands, for a large
 * organisation), their counts; the lists themselves are POST /users/paginate and POST /teams/paginate.
 */
export const organizationDocSchema = z.strictObject({
  ...documentFields,
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  address: addressDocSchema.nullable(),
  active: z.boolean(),
  slug: z.string(),
  masterOrganization: z.boolean(),
  chatConfig: chatConfigDocSchema.nullable(),
  routineAssessmentEvery: z.number().int(),
  supportContacts: z.string(),
  checkInRules: checkInRulesSchema,
  createdBy: idOut.nullable(),
  updatedBy: idOut.nullable(),
  usersCount: z.number().int(),
  teamsCount: z.number().int(),
});

export type ChatConfigDoc = z.output<typeof chatConfigDocSchema>;
export type OrganizationDoc = z.output<typeof organizationDocSchema>;
