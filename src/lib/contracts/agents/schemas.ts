/** §3 Agent and the §5 agent rules: bodies of POST /agents, PUT /agents/{id}, POST /agents/clone/{id}, /agents/list. */
import { z } from "zod";
import { documentFields, idOut } from "@/lib/api/wire";
import {
  CHAT_MODELS,
  CHAT_MODES,
  DEFAULT_CHAT_MODE,
  DEFAULT_CHAT_MODEL,
  DEFAULT_TEMPERATURE,
  MIN_MAX_TOKENS,
  NAME_MAX,
  TEMPERATURE_RANGE,
} from "@/lib/constants";
import { CORE_INSTRUCTION_MAX, STARTER_MAX_LENGTH, STARTERS_MAX } from "@/lib/contracts/agents/values";
import { BRIEF_SOURCES, briefSourcesSchema, briefTokenBudgetSchema } from "@/lib/contracts/brief/schemas";
import { objectId, optionalText } from "@/lib/contracts/common";
import { fileReferenceSchema } from "@/lib/contracts/files/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";

export const AGENT_MESSAGES = {
  nameRequired: "Agent name is required",
  modesRequired: "At least one mode is required",
  defaultModeNotAllowed: "Default mode must be one of the allowed modes",
} as const;

export type ChatMode = (typeof CHAT_MODES)[number];

const agentName = z
  .string({ error: AGENT_MESSAGES.nameRequired })
  .trim()
  .min(1, AGENT_MESSAGES.nameRequired)
  .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);

/** §5 chat config fields, shared with the chat contract. */
export const temperature = z
  .number({ error: "Must be a number" })
  .min(TEMPERATURE_RANGE.min, `Must be at least ${TEMPERATURE_RANGE.min}`)
  .max(TEMPERATURE_RANGE.max, `Must be at most ${TEMPERATURE_RANGE.max}`);

/** §5: maxTokens at least 300; an empty string (or null) means unset, answered as `null` so an update can clear it. */
export const maxTokens = z.preprocess(
  (v) => (v === "" || v === null ? null : v),
  z
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(MIN_MAX_TOKENS, `Must be at least ${MIN_MAX_TOKENS}`)
    .nullable()
    .optional(),
);

const model = z.enum(CHAT_MODELS, { error: `Must be one of ${CHAT_MODELS.join(", ")}` });

/** The settings of a new agent: §9 defaults (gpt-4.1-mini, 0.7, no token limit). */
export const chatSettingsSchema = z
  .object({
    model: model.default(DEFAULT_CHAT_MODEL),
    temperature: temperature.default(DEFAULT_TEMPERATURE),
    maxTokens,
  })
  .strict();

/** On update and clone only the fields sent change; the others keep their stored values. */
export const chatSettingsPatchSchema = z
  .object({ model: model.optional(), temperature: temperature.optional(), maxTokens })
  .strict();

const mode = z.enum(CHAT_MODES, { error: `Must be one of ${CHAT_MODES.join(", ")}` });

const allowedModes = z
  .array(mode, { error: AGENT_MESSAGES.modesRequired })
  .min(1, AGENT_MESSAGES.modesRequired)
  .transform((modes) => [...new Set(modes)]);

const ids = z.array(objectId).transform((list) => [...new Set(list)]);

const conversationStarters = z
  .array(z.string().trim().max(STARTER_MAX_LENGTH, `Must be at most ${STARTER_MAX_LENGTH} characters`))
  .transform((list) => [...new Set(list.filter((s) => s !== ""))])
  .pipe(z.array(z.string()).max(STARTERS_MAX, `At most ${STARTERS_MAX} conversation starters`));

const agentFields = {
  name: agentName,
  description: optionalText(5000).optional(),
  coreInstruction: optionalText(CORE_INSTRUCTION_MAX).optional(),
  image: optionalText(2048).optional(),
  active: z.boolean().optional(),
  defaultMode: mode.optional(),
  toOrganizations: ids.optional(),
  toUsers: ids.optional(),
  toTeams: ids.optional(),
  assignToEverybody: z.boolean().optional(),
  /** Ids of files in the organisation (uploaded by the caller, or already on the agent); answered as File references. */
  files: ids.optional(),
  /** Like files, but only the passages matching the user's message are sent (src/server/files/agent-file-context.ts). */
  filesAsRetrieval: ids.optional(),
  /** Which of the person's data the agent's coaching and generalist turns read (contracts/brief/schemas.ts). */
  briefSources: briefSourcesSchema.optional(),
  /** The person's brief's size limit, in tokens. */
  briefTokenBudget: briefTokenBudgetSchema.optional(),
  /** Offered on a new chat with the agent; tapping one sends it. Blank ones are dropped. */
  conversationStarters: conversationStarters.optional(),
};

/** defaultMode must be one of allowedModes whenever a body names both (the service checks the stored values). */
function defaultModeAllowed(
  value: { allowedModes?: ChatMode[]; defaultMode?: ChatMode },
  ctx: z.core.$RefinementCtx,
) {
  if (value.allowedModes && value.defaultMode && !value.allowedModes.includes(value.defaultMode)) {
    ctx.addIssue({ code: "custom", path: ["defaultMode"], message: AGENT_MESSAGES.defaultModeNotAllowed });
  }
}

/**
 * POST /agents. allowedModes defaults to [coaching] and defaultMode to coaching when allowed, else the first
 * allowed mode (§9: default chat mode coaching).
 */
export const createAgentSchema = z
  .object({
    ...agentFields,
    chatSettings: chatSettingsSchema.default({ model: DEFAULT_CHAT_MODEL, temperature: DEFAULT_TEMPERATURE }),
    allowedModes: allowedModes.default([DEFAULT_CHAT_MODE]),
  })
  .strict()
  .superRefine(defaultModeAllowed)
  .transform((value) => ({
    ...value,
    defaultMode:
      value.defaultMode ??
      (value.allowedModes.includes(DEFAULT_CHAT_MODE) ? DEFAULT_CHAT_MODE : value.allowedModes[0]),
  }));

const patchObject = z
  .object({ ...agentFields, chatSettings: chatSettingsPatchSchema, allowedModes })
  .partial()
  .strict();

/** PUT /agents/{id}: any subset of the fields; assignment lists sent replace the stored ones. */
export const updateAgentSchema = patchObject.superRefine(defaultModeAllowed);

/** POST /agents/clone/{id}: an optional body of overrides; the name defaults to "<name> (copy)". */
export const cloneAgentSchema = patchObject.superRefine(defaultModeAllowed);

/** POST /agents/list (§3 "Agent list request"): sortBy, sortOrder, filters, all optional; no paging. */
export const agentListSchema = listQuerySchema.pick({ sortBy: true, sortOrder: true, filters: true });

export type CreateAgentInput = z.infer<typeof createAgentSchema>;
export type UpdateAgentInput = z.infer<typeof updateAgentSchema>;
export type CloneAgentInput = z.infer<typeof cloneAgentSchema>;
export type AgentListInput = z.infer<typeof agentListSchema>;
export type ChatSettings = z.infer<typeof chatSettingsSchema>;
export type ChatSettingsPatch = z.infer<typeof chatSettingsPatchSchema>;

/** An agent's chat settings as answered: the §9 defaults where none are stored; maxTokens only when set. */
export const agentChatSettingsDocSchema = z.strictObject({
  model: z.enum(CHAT_MODELS),
  temperature: z.number(),
  maxTokens: z.number().int().optional(),
});

/** The §3 agent document: assignments as id lists, files as §3 File references. */
export const agentDocSchema = z.strictObject({
  ...documentFields,
  name: z.string(),
  description: z.string().nullable(),
  coreInstruction: z.string().nullable(),
  active: z.boolean(),
  nUpdates: z.number().int(),
  openAIAssistantId: z.string().nullable(),
  image: z.string().nullable(),
  organization: idOut.nullable(),
  chatSettings: agentChatSettingsDocSchema,
  allowedModes: z.array(z.enum(CHAT_MODES)),
  defaultMode: z.enum(CHAT_MODES),
  assignToEverybody: z.boolean(),
  createdBy: idOut.nullable(),
  updatedBy: idOut.nullable(),
  toOrganizations: z.array(idOut),
  toUsers: z.array(idOut),
  toTeams: z.array(idOut),
  /** Sent in full with every turn. */
  files: z.array(fileReferenceSchema),
  /** Only the passages matching the user's message are sent. */
  filesAsRetrieval: z.array(fileReferenceSchema),
  /** Which of the person's data its coaching and generalist turns read. */
  briefSources: z.array(z.enum(BRIEF_SOURCES)),
  /** The person's brief's size limit, in tokens (o200k_base). */
  briefTokenBudget: z.number().int(),
  conversationStarters: z.array(z.string()),
});

export type AgentChatSettingsDoc = z.output<typeof agentChatSettingsDocSchema>;
export type AgentDoc = z.output<typeof agentDocSchema>;

// Defined without zod in values.ts, which browser code imports.
export { CORE_INSTRUCTION_MAX, STARTER_MAX_LENGTH, STARTERS_MAX };
