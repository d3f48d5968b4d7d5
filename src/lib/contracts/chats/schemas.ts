/**
 * §3 Chat, Message, Send-message payload and Usage report; the bodies of the §7 Chats calls and the server-sent
 * event protocol of POST /chats/send, POST /chats/greeting/{id} and GET /chats/{id}/stream. Shared by the route
 * handlers, the chat pages and the tests.
 */
import { z } from "zod";
import { dateOut, documentFields, idOut, pageSchemaOf } from "@/lib/api/wire";
import { CHAT_MODELS, CHAT_MODES, TTS_VOICES } from "@/lib/constants";
import { maxTokens, temperature } from "@/lib/contracts/agents/schemas";
import {
  CHAT_EVENTS,
  CHAT_TITLE_MAX,
  FEEDBACK_COMMENT_MAX,
  HISTORY_PAGE_SIZE,
  MESSAGE_MAX,
} from "@/lib/contracts/chats/values";
import { dateValue, MESSAGES, objectId, optionalText } from "@/lib/contracts/common";
import { fileReferenceSchema } from "@/lib/contracts/files/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { usageCountFields } from "@/lib/contracts/usage/schemas";

export const CHAT_TYPES = ["agent-chat", "group", "user-user"] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export type ChatModeValue = (typeof CHAT_MODES)[number];

export const ADDITIONAL_INSTRUCTIONS_MAX = 4000;

export const SIMULATION_MAX_TURNS = 10;

const ids = z.array(objectId).transform((list) => [...new Set(list)]);
const mode = z.enum(CHAT_MODES, { error: `Must be one of ${CHAT_MODES.join(", ")}` });

/** §5 chat config: temperature 0 to 2; maxTokens at least 300, an empty string (or null) means unset. */
export const chatConfigSchema = z
  .object({
    mode: mode.optional(),
    additionalInstructions: optionalText(ADDITIONAL_INSTRUCTIONS_MAX).optional(),
    model: z.enum(CHAT_MODELS, { error: `Must be one of ${CHAT_MODELS.join(", ")}` }).optional(),
    temperature: temperature.nullable().optional(),
    maxTokens,
  })
  .strict();
export type ChatConfigInput = z.infer<typeof chatConfigSchema>;

/** The config fields only users allowed by the organisation's `usersCanConfigureChat` may set (coaches and admins always may). */
export const MODEL_CONFIG_FIELDS = ["model", "temperature", "maxTokens"] as const;

/**
 * POST /chats. An agent chat names exactly one agent (the caller is its user); a user-user chat names exactly one
 * other user; a group names one or more other users (the caller is added and becomes its admin).
 */
export const createChatSchema = z
  .object({
    type: z.enum(CHAT_TYPES).default("agent-chat"),
    agents: ids.default([]),
    users: ids.default([]),
    teams: ids.default([]),
    title: optionalText(CHAT_TITLE_MAX).optional(),
    image: optionalText(2048).optional(),
    shouldAssess: z.boolean().optional(),
    config: chatConfigSchema.default({}),
  })
  .strict()
  .superRefine((chat, ctx) => {
    if (chat.type === "agent-chat" && chat.agents.length !== 1)
      ctx.addIssue({ code: "custom", path: ["agents"], message: "Choose one agent" });
    if (chat.type === "user-user" && chat.users.length !== 1)
      ctx.addIssue({ code: "custom", path: ["users"], message: "Choose one user" });
    if (chat.type === "group" && chat.users.length < 1)
      ctx.addIssue({ code: "custom", path: ["users"], message: "Choose at least one user" });
  });
export type CreateChatInput = z.infer<typeof createChatSchema>;

/** PUT /chats/{id}: a title sent by a user marks it as changed, so closing never overwrites it. */
export const updateChatSchema = z
  .object({
    title: optionalText(CHAT_TITLE_MAX).optional(),
    image: optionalText(2048).optional(),
    shouldAssess: z.boolean().optional(),
    config: chatConfigSchema.optional(),
    /** Group chats only, by a chat admin. */
    usersToAdd: ids.optional(),
    usersToRemove: ids.optional(),
  })
  .strict();
export type UpdateChatInput = z.infer<typeof updateChatSchema>;

export const favoriteChatSchema = z
  .object({ isFavorite: z.boolean({ error: MESSAGES.thisFieldRequired }) })
  .strict();
export const archiveChatSchema = z
  .object({ isArchived: z.boolean({ error: MESSAGES.thisFieldRequired }) })
  .strict();

/** POST /chats/paginate: the List query; `filters` may hold these keys. */
export const chatFiltersSchema = z
  .object({
    type: z.enum(CHAT_TYPES).optional(),
    mode: mode.optional(),
    isFavorite: z.boolean().optional(),
    /** Default false: archived chats are listed only when asked for. */
    isArchived: z.boolean().optional(),
    closed: z.boolean().optional(),
    agent: objectId.optional(),
    /** Chats of another user (coaches and admins, within their scope). */
    user: objectId.optional(),
  })
  .strict();
export const chatPaginateSchema = listQuerySchema.extend({ filters: chatFiltersSchema.default({}) });

/** GET /chats/by-user/{id} query. */
export const byUserQuerySchema = listQuerySchema.pick({ page: true, limit: true });

/** GET /chats/last-chat query: the caller's most recent open chat, optionally with one agent or in one mode. */
export const lastChatQuerySchema = z.object({ agentId: objectId.optional(), mode: mode.optional() }).strict();

/** GET /chats/history query: one chat's messages, newest page first; `before` pages back by message number. */
export const historyQuerySchema = z
  .object({
    chatId: objectId,
    before: z.coerce.number().int().positive(MESSAGES.positive).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(HISTORY_PAGE_SIZE),
  })
  .strict();

/** GET /chats/{id}/stream query: with `follow`, the stream stays open for the chat's next messages. */
export const streamQuerySchema = z
  .object({ follow: z.enum(["0", "1", "true", "false"]).optional() })
  .strict();

const oraclePropsSchema = z
  .object({
    users: ids.default([]),
    teams: ids.default([]),
    organizations: ids.default([]),
    startDate: dateValue.optional(),
    endDate: dateValue.optional(),
  })
  .strict();
export type OracleProps = z.infer<typeof oraclePropsSchema>;

const messageText = z.string().max(MESSAGE_MAX, `Must be at most ${MESSAGE_MAX} characters`);

/**
 * POST /chats/send: the §3 Send-message payload. The second payload of §3 (chatId, userId, …) is accepted too and
 * read as the first: `chatId` for `chat`. `userId` may only name the caller.
 */
export const sendMessageSchema = z
  .object({
    chat: objectId.optional(),
    chatId: objectId.optional(),
    userId: objectId.optional(),
    message: messageText.default(""),
    generateAudio: z.boolean().default(false),
    userTimestamp: dateValue.optional(),
    voice: z.enum(TTS_VOICES).optional(),
    coachPrompts: z.array(z.string().max(2000)).max(20).default([]),
    forceClose: z.boolean().default(false),
    idFromClient: z.string().trim().min(1).max(100).optional(),
    allowNoUserInput: z.boolean().default(false),
    /** Ids of files the caller uploaded (POST /files/upload). */
    files: z.array(objectId).max(10).default([]),
    oracleProps: oraclePropsSchema.optional(),
    metaInstructions: z.array(z.string().max(2000)).max(20).default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.chat && !body.chatId)
      ctx.addIssue({ code: "custom", path: ["chat"], message: MESSAGES.thisFieldRequired });
    if (!body.allowNoUserInput && body.message.trim() === "" && body.files.length === 0)
      ctx.addIssue({ code: "custom", path: ["message"], message: MESSAGES.fieldRequired });
  })
  .transform(({ chatId, ...body }) => ({ ...body, chat: (body.chat ?? chatId) as string }));
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/**
 * POST /chats/regenerate: the reply to one of the caller's messages (`messageId`; their last one by default) is
 * written again, or with `message` that message is edited and answered. Nothing is overwritten: the earlier
 * version and what followed it are kept as another branch of the chat (versions.ts), and the new one is shown.
 * Streams like POST /chats/send: `message` (the user message as it now reads), `start`, `delta`…, `done`.
 */
export const regenerateSchema = z
  .object({
    chat: objectId,
    messageId: objectId.optional(),
    message: messageText.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.message !== undefined && body.message.trim() === "")
      ctx.addIssue({ code: "custom", path: ["message"], message: MESSAGES.fieldRequired });
  });
export type RegenerateInput = z.infer<typeof regenerateSchema>;

/** PUT /chats/messages/{id}/feedback: thumbs up (1) or down (-1) on an agent's reply, with an optional comment. */
export const messageFeedbackSchema = z
  .object({
    rating: z.union([z.literal(1), z.literal(-1)], { error: "Must be 1 or -1" }),
    comment: optionalText(FEEDBACK_COMMENT_MAX).default(""),
  })
  .strict();
export type MessageFeedbackInput = z.infer<typeof messageFeedbackSchema>;

const ratingOut = z.union([z.literal(1), z.literal(-1)]);

/** The caller's own feedback on a reply, as messages carry it. */
export const ownFeedbackSchema = z.strictObject({ rating: ratingOut, comment: z.string() });
export type OwnFeedback = z.output<typeof ownFeedbackSchema>;

/** GET /chats/feedback (admins): the organisation's feedback on replies, newest first. */
export const feedbackListQuerySchema = z
  .object({
    rating: z.enum(["1", "-1"]).transform(Number).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const feedbackEntrySchema = z.strictObject({
  _id: idOut,
  rating: ratingOut,
  comment: z.string(),
  createdAt: dateOut,
  updatedAt: dateOut,
  chat: z.strictObject({ _id: idOut, title: z.string().nullable() }),
  user: z.strictObject({ _id: idOut, name: z.string().nullable(), email: z.string() }),
  agent: z.strictObject({ _id: idOut, name: z.string() }).nullable(),
  /** The start of the reply the feedback is about. */
  reply: z.string(),
});
export type FeedbackEntry = z.output<typeof feedbackEntrySchema>;

export const feedbackListSchema = z.strictObject({
  items: z.array(feedbackEntrySchema),
  total: z.number().int(),
  /** Of the whole organisation, whatever the filter. */
  counts: z.strictObject({ up: z.number().int(), down: z.number().int() }),
});
export type FeedbackList = z.output<typeof feedbackListSchema>;

/** PUT /chats/messages/{id}/feedback answers the stored feedback. */
export const messageFeedbackDocSchema = z.strictObject({
  _id: idOut,
  __v: z.number().int(),
  message: idOut.nullable(),
  chat: idOut,
  user: idOut,
  rating: ratingOut,
  comment: z.string(),
  createdAt: dateOut,
  updatedAt: dateOut,
});

/** DELETE /chats/messages/{id}/feedback. */
export const clearFeedbackResultSchema = z.strictObject({ message: idOut, deleted: z.boolean() });

/** POST /chats/close/{id} body (optional). */
export const closeChatSchema = z.object({ summarize: z.boolean().default(true) }).strict();

/** §3 Usage report, as POST /chats/handle-usage {usage} receives it (client-side realtime voice). */
export const usageReportSchema = z
  .object({
    inputTokens: z.number().int().min(0, MESSAGES.positiveOrZero),
    outputTokens: z.number().int().min(0, MESSAGES.positiveOrZero),
    totalTokens: z.number().int().min(0, MESSAGES.positiveOrZero),
    model: z.string().trim().min(1, MESSAGES.fieldRequired).max(100),
    chatId: objectId,
    agentId: objectId.optional(),
    userId: objectId.optional(),
    speechDeltaInSeconds: z.number().min(0, MESSAGES.positiveOrZero).optional(),
  })
  .strict()
  .refine((u) => u.totalTokens === u.inputTokens + u.outputTokens, {
    path: ["totalTokens"],
    message: "Must equal inputTokens + outputTokens",
  });
export const handleUsageSchema = z.object({ usage: usageReportSchema }).strict();
export type UsageReport = z.infer<typeof usageReportSchema>;

export const initializeOracleSchema = z
  .object({ chatId: objectId, oracleProps: oraclePropsSchema.optional() })
  .strict();

/** POST /chats/simulation: an agent against a simulated athlete, stored nowhere but the usage reports. */
export const simulationSchema = z
  .object({
    agentId: objectId,
    /** The member whose instruction sets apply (within the caller's scope); default the caller. Nothing of theirs is stored. */
    userId: objectId.optional(),
    turns: z.number().int().min(1, "Must be at least 1").max(SIMULATION_MAX_TURNS).default(3),
    mode: mode.optional(),
    /** Who the simulated athlete is and what they bring to the session. */
    persona: optionalText(2000).default(""),
    /** Session number to simulate (trigger input nSession / nSessionWithAgent). */
    sessionNumber: z.number().int().positive(MESSAGES.positive).default(1),
    closeAtEnd: z.boolean().default(false),
  })
  .strict();
export type SimulationInput = z.infer<typeof simulationSchema>;

export const REPLY_STATUSES = ["streaming", "done", "stopped", "error"] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];
export const MESSAGE_ROLES = ["system", "developer", "user", "assistant"] as const;

/** The §3 client-facing message shape every chat endpoint answers with. */
export const chatMessageSchema = z.strictObject({
  id: idOut,
  chat: idOut,
  message: z.string(),
  role: z.enum(MESSAGE_ROLES),
  /** Hidden info: only for users with canViewChatHiddenInfo (free-form). */
  details: z.record(z.string(), z.unknown()).nullable().optional(),
  metaContent: z.array(z.strictObject({ type: z.literal("loaded-data"), content: z.string() })).optional(),
  createdAt: dateOut,
  justification: z.string().nullable(),
  user: idOut.nullable(),
  agent: idOut.nullable(),
  senderId: idOut.nullable(),
  number: z.number().int().nullable(),
  /** §3 File references: attachments, the recording of an audio message, the spoken reply. */
  files: z.array(fileReferenceSchema),
  name: z.string().nullable(),
  idFromClient: z.string().nullable().optional(),
  /** A safe reply (a safeguarding concern was found): the support card's contacts, shown to everyone. */
  support: z.strictObject({ contacts: z.string() }).optional(),
  /** An agent's reply: being written, finished, stopped by the person, or failed. */
  status: z.enum(REPLY_STATUSES).optional(),
  /** The caller's own feedback on an agent's reply (null: none given). */
  feedback: ownFeedbackSchema.nullable().optional(),
  /** GET /chats/history, for a message with more than one version: all of them, oldest first, and which this is. */
  versions: z.strictObject({ ids: z.array(idOut), index: z.number().int() }).optional(),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** §3 Chat config as answered: every key, null when unset. */
export const chatConfigOutSchema = z.strictObject({
  mode: z.enum(CHAT_MODES),
  additionalInstructions: z.string().nullable(),
  model: z.string().nullable(),
  temperature: z.number().nullable(),
  maxTokens: z.number().int().nullable(),
});

/** The §3 Chat document (as streams' `done` and `chat` events and POST /chats/close/{id} answer it). */
export const chatDocSchema = z.strictObject({
  ...documentFields,
  type: z.enum(CHAT_TYPES),
  title: z.string().nullable(),
  image: z.string().nullable(),
  organization: idOut.nullable(),
  number: z.number().int().nullable(),
  numberWithAgent: z.number().int().nullable(),
  closed: z.boolean(),
  assessed: z.boolean(),
  shouldAssess: z.boolean(),
  assessedAt: dateOut.nullable(),
  hasAchievedGoal: z.boolean(),
  hasChangedTitle: z.boolean(),
  isFavorite: z.boolean(),
  isArchived: z.boolean(),
  threadId: z.string().nullable(),
  /** [{key, rangeComparison, justification, value, teamMedian}] as stored. */
  areasToFocus: z.array(z.record(z.string(), z.unknown())),
  /** {[userId]: number of unread messages}. */
  unreadMessagesByUser: z.record(z.string(), z.number()),
  messagesNumber: z.number().int(),
  lastMessageAt: dateOut.nullable(),
  durationInMinutes: z.number().nullable(),
  summary: z.string().nullable(),
  keywords: z.array(z.string()),
  summarizedAt: dateOut.nullable(),
  createdBy: idOut.nullable(),
  updatedBy: idOut.nullable(),
  config: chatConfigOutSchema,
  users: z.array(idOut),
  agents: z.array(idOut),
  admins: z.array(idOut),
  teams: z.array(idOut),
  goals: z.array(idOut),
  /** The message when it was loaded, else its id. */
  lastMessage: z.union([chatMessageSchema, idOut]).nullable(),
});
export type ChatDocument = z.output<typeof chatDocSchema>;

/** A piece of a search snippet: plain text, `mark` when it is a word the search matched. */
export const snippetPartSchema = z.strictObject({ text: z.string(), mark: z.boolean() });
export type SnippetPart = z.output<typeof snippetPartSchema>;

/**
 * Where a full-text search found a chat, around the matched words: in a message the caller may read, else in the
 * summary or the keywords. A chat found by its title alone has none (the title is shown anyway).
 */
export const chatSnippetSchema = z.strictObject({
  source: z.enum(["message", "summary", "keywords"]),
  parts: z.array(snippetPartSchema),
});
export type ChatSnippet = z.output<typeof chatSnippetSchema>;

/**
 * The chat document the CRUD and list endpoints answer: plus `unread`, the caller's own unread count, and in the
 * answer to a list searched by text, the `snippet`.
 */
export const chatViewSchema = chatDocSchema.extend({
  unread: z.number().int(),
  snippet: chatSnippetSchema.optional(),
});
export type ChatView = z.output<typeof chatViewSchema>;
/** A chat as the chat pages hold it: from a list or CRUD answer (with `unread`) or from a stream event. */
export type ChatDoc = ChatDocument & { unread?: number; snippet?: ChatSnippet };

/**
 * POST /chats/paginate: a page of chats. With `searchedRecent`, a search matched so much that it looked only in the
 * caller's that many most recently active chats (more words narrow it).
 */
export const chatSearchPageSchema = pageSchemaOf(chatViewSchema).extend({
  searchedRecent: z.number().int().optional(),
});
export type ChatSearchPage = z.output<typeof chatSearchPageSchema>;

/** GET /chats/history. */
export const historyPageSchema = z.strictObject({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type HistoryPage = z.output<typeof historyPageSchema>;

/** DELETE /chats/{id}/stream. */
export const stopReplyResultSchema = z.strictObject({
  stopped: z.boolean(),
  message: chatMessageSchema.nullable(),
});

/** GET /chats/contacts: who the caller may start a chat with. */
export const contactSchema = z.strictObject({
  _id: idOut,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  image: z.string().nullable(),
  teams: z.array(idOut),
});

/** POST /chats/handle-usage: the stored §3 Usage report. */
export const usageDocSchema = z.strictObject({
  ...documentFields,
  ...usageCountFields,
  chat: idOut.nullable(),
  agent: idOut.nullable(),
  user: idOut.nullable(),
  organization: idOut.nullable(),
});

const tokenUsageSchema = z.strictObject({
  inputTokens: z.number(),
  outputTokens: z.number(),
  totalTokens: z.number(),
});
const agentTurnSchema = z.strictObject({
  assistant: z.string(),
  triggerInputs: z.strictObject({
    nSession: z.number().int(),
    nSessionWithAgent: z.number().int(),
    nAssistantMessage: z.number().int(),
    nUserMessage: z.number().int(),
    chatIsClosing: z.boolean(),
    chatMode: z.enum(CHAT_MODES),
  }),
  /** Names of the instructions in the agent's prompt this turn, in prompt order. */
  instructions: z.array(z.string()),
  usage: tokenUsageSchema,
});

/** POST /chats/simulation. */
export const simulationResultSchema = z.strictObject({
  agent: z.strictObject({ _id: idOut, name: z.string() }),
  user: z.strictObject({ _id: idOut, name: z.string() }),
  mode: z.string(),
  sessionNumber: z.number().int(),
  greeting: agentTurnSchema,
  turns: z.array(agentTurnSchema.extend({ number: z.number().int(), athlete: z.string() })),
  usage: tokenUsageSchema,
});

/** Event data of the chat streams, by event name (CHAT_EVENTS). */
export const chatEventSchemas = {
  message: chatMessageSchema,
  start: z.strictObject({ messageId: idOut, chatId: idOut }),
  delta: z.strictObject({ messageId: idOut, text: z.string() }),
  done: z.strictObject({ message: chatMessageSchema.nullable(), chat: chatDocSchema }),
  chat: z.strictObject({ chat: chatDocSchema }),
};

// Defined without zod in values.ts, which browser code imports.
export { CHAT_EVENTS, CHAT_TITLE_MAX, FEEDBACK_COMMENT_MAX, HISTORY_PAGE_SIZE, MESSAGE_MAX };

export const CHAT_EXPORT_FORMATS = ["markdown", "pdf"] as const;

const knownTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/**
 * GET /chats/{id}/export: the download's format (Markdown unless asked for PDF), and the reader's timezone for its
 * times (a plain link carries no headers; the timezone header's, else UTC, when left out).
 */
export const chatExportQuerySchema = z
  .object({
    format: z
      .enum(CHAT_EXPORT_FORMATS, { error: `Must be one of ${CHAT_EXPORT_FORMATS.join(", ")}` })
      .default("markdown"),
    timeZone: z.string().max(64).refine(knownTimeZone, "Invalid timezone").optional(),
  })
  .strict();
