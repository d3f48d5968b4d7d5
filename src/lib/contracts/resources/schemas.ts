/**
 * The instruction store of §3/§7 ("resources"): one set of endpoints that keeps instruction sets, instructions,
 * coach-prompt templates, instruction keys and chat-usage records, told apart by `schemaType`. Creates are a
 * discriminated union on `schemaType`; updates are partial and per type (the type comes from the stored record,
 * so an update body may omit it). Update schemas carry no defaults: a partial update must not reset fields.
 */
import { z } from "zod";
import { documentFields, idOut } from "@/lib/api/wire";
import { INSTRUCTION_CONTENT_MAX, NAME_MAX } from "@/lib/constants";
import { MESSAGES, name, objectId, optionalText, requiredText } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { INSTRUCTION_ROLES, PLACEMENTS } from "@/lib/contracts/resources/values";
import { triggerSchema, triggersSchema } from "@/lib/contracts/triggers/schemas";
import { usageCountFields } from "@/lib/contracts/usage/schemas";

export const RESOURCE_TYPES = [
  "instruction-set",
  "instruction",
  "coach-prompt-template",
  "instruction-key",
  "chat-usage",
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** '{item} not found' and friends use these names. */
export const RESOURCE_LABELS: Record<ResourceType, string> = {
  "instruction-set": "Instruction set",
  instruction: "Instruction",
  "coach-prompt-template": "Coach prompt template",
  "instruction-key": "Instruction key",
  "chat-usage": "Chat usage",
};

export { INSTRUCTION_ROLES, PLACEMENTS };

export const CONTENT_TOO_LONG = "Content must be less than 2000 characters";

export const resourceType = z.enum(RESOURCE_TYPES, {
  error: `Type must be one of ${RESOURCE_TYPES.join(", ")}`,
});

const description = optionalText(2000).nullable();
const wholeNumber = z.number({ error: "Must be a number" }).int("Must be a whole number");
const nonNegativeInt = wholeNumber.min(0, MESSAGES.positiveOrZero);
/** Triggers without their `[]` default, for partial updates. */
const triggersUpdate = triggersSchema.removeDefault();

// ─── Instruction ──────────────────────────────────────────────────────────────────────────────────────────

const instructionContent = requiredText.max(INSTRUCTION_CONTENT_MAX, CONTENT_TOO_LONG);
const placement = z.enum(PLACEMENTS, { error: "Placement must be start, middle or end" });
const instructionRole = z.enum(INSTRUCTION_ROLES, { error: "Role must be system or user" });

const instructionFields = {
  name,
  description,
  key: optionalText(NAME_MAX).nullable(),
  keyPower: wholeNumber,
  content: instructionContent,
  role: instructionRole,
  triggers: triggersUpdate,
  placement,
  order: wholeNumber,
  instructionSet: objectId.nullable(),
  active: z.boolean(),
};

export const createInstructionSchema = z
  .object({
    schemaType: z.literal("instruction"),
    ...instructionFields,
    description: description.optional(),
    key: instructionFields.key.optional(),
    keyPower: wholeNumber.default(0),
    role: instructionRole.default("system"),
    triggers: triggersSchema,
    placement: placement.default("middle"),
    order: wholeNumber.default(0),
    instructionSet: objectId.nullable().optional(),
    active: z.boolean().default(true),
  })
  .strict();

// ─── Instruction set ──────────────────────────────────────────────────────────────────────────────────────

const ids = z.array(objectId).max(1000);
const instructionSetFields = {
  name,
  description,
  triggers: triggersUpdate,
  active: z.boolean(),
  toOrganizations: ids,
  toUsers: ids,
  toTeams: ids,
  toAgents: ids,
  assignToEverybody: z.boolean(),
};

export const createInstructionSetSchema = z
  .object({
    schemaType: z.literal("instruction-set"),
    ...instructionSetFields,
    description: description.optional(),
    triggers: triggersSchema,
    active: z.boolean().default(true),
    toOrganizations: ids.default([]),
    toUsers: ids.default([]),
    toTeams: ids.default([]),
    toAgents: ids.default([]),
    assignToEverybody: z.boolean().default(false),
  })
  .strict();

// ─── Coach-prompt template, instruction key, chat usage ───────────────────────────────────────────────────

const templateFields = {
  title: name,
  content: requiredText.max(INSTRUCTION_CONTENT_MAX, CONTENT_TOO_LONG),
  description,
};

export const createCoachPromptTemplateSchema = z
  .object({
    schemaType: z.literal("coach-prompt-template"),
    ...templateFields,
    description: description.optional(),
  })
  .strict();

/** POST /resources/coach-prompt-templates: the same body; `schemaType` may be left out. */
export const coachPromptTemplateBodySchema = createCoachPromptTemplateSchema.extend({
  schemaType: z.literal("coach-prompt-template").optional(),
});

const instructionKeyFields = {
  key: requiredText.max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  name: optionalText(NAME_MAX).nullable(),
  description,
};

export const createInstructionKeySchema = z
  .object({
    schemaType: z.literal("instruction-key"),
    ...instructionKeyFields,
    name: instructionKeyFields.name.optional(),
    description: description.optional(),
  })
  .strict();

/** The usage report of §3. `userId` is accepted for compatibility but always set to the caller. */
const chatUsageFields = {
  inputTokens: nonNegativeInt,
  outputTokens: nonNegativeInt,
  totalTokens: nonNegativeInt,
  model: requiredText.max(NAME_MAX),
  chatId: objectId.nullable(),
  agentId: objectId.nullable(),
  speechDeltaInSeconds: z.number().min(0, MESSAGES.positiveOrZero).nullable(),
};

export const createChatUsageSchema = z
  .object({
    schemaType: z.literal("chat-usage"),
    ...chatUsageFields,
    inputTokens: nonNegativeInt.default(0),
    outputTokens: nonNegativeInt.default(0),
    /** Defaults to inputTokens + outputTokens. */
    totalTokens: nonNegativeInt.optional(),
    chatId: objectId.nullable().optional(),
    agentId: objectId.nullable().optional(),
    userId: objectId.nullable().optional(),
    speechDeltaInSeconds: chatUsageFields.speechDeltaInSeconds.optional(),
  })
  .strict();

// ─── Create and update ────────────────────────────────────────────────────────────────────────────────────

/** POST /resources. */
export const createResourceSchema = z.discriminatedUnion(
  "schemaType",
  [
    createInstructionSetSchema,
    createInstructionSchema,
    createCoachPromptTemplateSchema,
    createInstructionKeySchema,
    createChatUsageSchema,
  ],
  { error: `Type must be one of ${RESOURCE_TYPES.join(", ")}` },
);

function updateOf<T extends ResourceType, F extends z.ZodRawShape>(type: T, fields: F) {
  return z
    .object({ schemaType: z.literal(type).optional(), ...fields })
    .partial()
    .strict();
}

/** PUT /resources/{id}, per stored type. */
export const updateResourceSchemas = {
  "instruction-set": updateOf("instruction-set", instructionSetFields),
  instruction: updateOf("instruction", instructionFields),
  "coach-prompt-template": updateOf("coach-prompt-template", templateFields),
  "instruction-key": updateOf("instruction-key", instructionKeyFields),
  "chat-usage": updateOf("chat-usage", chatUsageFields),
} as const;

/** What the route reads before the stored type is known; the service then applies the per-type schema. */
export const updateResourceBodySchema = z.looseObject({ schemaType: resourceType.optional() });

// ─── Queries ──────────────────────────────────────────────────────────────────────────────────────────────

/** POST /resources/paginate: the §3 List query plus the type (here or as `filters.type`). */
export const resourcePaginateSchema = listQuerySchema.extend({ type: resourceType.optional() });

/** POST /resources/find and /resources/list (§3 "Resource find/list request: filters (record) and type"). */
export const resourceQuerySchema = z.object({
  filters: z.record(z.string(), z.unknown()).default({}),
  type: resourceType.optional(),
  sortBy: listQuerySchema.shape.sortBy,
  sortOrder: listQuerySchema.shape.sortOrder,
});

export type CreateResourceInput = z.infer<typeof createResourceSchema>;
export type CreateInstructionSetInput = z.infer<typeof createInstructionSetSchema>;
export type CreateInstructionInput = z.infer<typeof createInstructionSchema>;
export type CreateCoachPromptTemplateInput = z.infer<typeof createCoachPromptTemplateSchema>;
export type CreateInstructionKeyInput = z.infer<typeof createInstructionKeySchema>;
export type CreateChatUsageInput = z.infer<typeof createChatUsageSchema>;
export type UpdateResourceInput<T extends ResourceType> = z.infer<(typeof updateResourceSchemas)[T]>;
export type ResourcePaginateInput = z.infer<typeof resourcePaginateSchema>;
export type ResourceQueryInput = z.infer<typeof resourceQuerySchema>;

// ─── Documents: what the endpoints answer, each with its `schemaType` ───────────────────────────────────

/** Triggers as stored: what the create and update schemas made of them. */
const triggersOut = z.array(triggerSchema);
const owner = { organization: idOut.nullable() };

const instructionDocFields = {
  ...documentFields,
  name: z.string(),
  description: z.string().nullable(),
  key: z.string().nullable(),
  keyPower: z.number().int(),
  content: z.string(),
  role: z.enum(INSTRUCTION_ROLES),
  triggers: triggersOut,
  placement: z.enum(PLACEMENTS),
  order: z.number().int(),
  active: z.boolean(),
  ...owner,
  schemaType: z.literal("instruction"),
};

/** An instruction on its own: its set as `{_id, name}`. */
export const instructionDocSchema = z.strictObject({
  ...instructionDocFields,
  instructionSet: z.strictObject({ _id: idOut, name: z.string() }).nullable(),
});

/** An instruction inside its set's document: the set by id. */
export const setInstructionDocSchema = z.strictObject({
  ...instructionDocFields,
  instructionSet: idOut.nullable(),
});

/** An instruction set: assignments as id lists and the number of its instructions. */
export const instructionSetDocSchema = z.strictObject({
  ...documentFields,
  name: z.string(),
  description: z.string().nullable(),
  triggers: triggersOut,
  active: z.boolean(),
  ...owner,
  assignToEverybody: z.boolean(),
  toOrganizations: z.array(idOut),
  toUsers: z.array(idOut),
  toTeams: z.array(idOut),
  toAgents: z.array(idOut),
  instructionsCount: z.number().int(),
  /** One set's document (not lists): its instructions by placement (start, middle, end), then order. */
  instructions: z.array(setInstructionDocSchema).optional(),
  schemaType: z.literal("instruction-set"),
});

export const coachPromptTemplateDocSchema = z.strictObject({
  ...documentFields,
  title: z.string(),
  content: z.string(),
  description: z.string().nullable(),
  ...owner,
  schemaType: z.literal("coach-prompt-template"),
});

export const instructionKeyDocSchema = z.strictObject({
  ...documentFields,
  key: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  ...owner,
  schemaType: z.literal("instruction-key"),
});

/** The §3 usage report keeps its own field names (chatId, agentId, userId). */
export const chatUsageDocSchema = z.strictObject({
  ...documentFields,
  ...usageCountFields,
  chatId: idOut.nullable(),
  agentId: idOut.nullable(),
  userId: idOut.nullable(),
  ...owner,
  schemaType: z.literal("chat-usage"),
});

/** Any record of the instruction store, told apart by `schemaType`. */
export const resourceDocSchema = z.discriminatedUnion("schemaType", [
  instructionSetDocSchema,
  instructionDocSchema,
  coachPromptTemplateDocSchema,
  instructionKeyDocSchema,
  chatUsageDocSchema,
]);

export type InstructionDoc = z.output<typeof instructionDocSchema>;
export type SetInstructionDoc = z.output<typeof setInstructionDocSchema>;
export type InstructionSetDoc = z.output<typeof instructionSetDocSchema>;
export type CoachPromptTemplateDoc = z.output<typeof coachPromptTemplateDocSchema>;
export type InstructionKeyDoc = z.output<typeof instructionKeyDocSchema>;
export type ChatUsageDoc = z.output<typeof chatUsageDocSchema>;
export type ResourceDoc = z.output<typeof resourceDocSchema>;
