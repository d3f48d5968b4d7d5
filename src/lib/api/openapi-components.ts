/**
 * The documents the API answers with, each once under `components.schemas` of the OpenAPI document and named by a
 * `$ref` wherever an answer holds it. Written out in every answer instead, a chat or a user repeated through 124
 * operations made a 900 KB document that Swagger UI took seconds of a browser's CPU to read.
 */
import { z } from "zod";
import { agentChatSettingsDocSchema, agentDocSchema } from "@/lib/contracts/agents/schemas";
import { annotationDocSchema } from "@/lib/contracts/annotations/schemas";
import { auditEventDocSchema } from "@/lib/contracts/audit/schemas";
import { briefSettingsDocSchema } from "@/lib/contracts/brief/schemas";
import {
  chatDocSchema,
  chatMessageSchema,
  chatViewSchema,
  messageFeedbackDocSchema,
  usageDocSchema,
} from "@/lib/contracts/chats/schemas";
import { checkInDocSchema, checkInSettingsDocSchema } from "@/lib/contracts/check-ins/schemas";
import { coachingNoteDocSchema } from "@/lib/contracts/coaching-notes/schemas";
import { addressDocSchema } from "@/lib/contracts/common";
import { goalDocSchema, goalNoteDocSchema } from "@/lib/contracts/goals/schemas";
import { journalDocSchema } from "@/lib/contracts/journals/schemas";
import { notificationDocSchema } from "@/lib/contracts/notifications/schemas";
import { chatConfigDocSchema, organizationDocSchema } from "@/lib/contracts/organizations/schemas";
import {
  chatUsageDocSchema,
  coachPromptTemplateDocSchema,
  instructionDocSchema,
  instructionKeyDocSchema,
  instructionSetDocSchema,
  resourceDocSchema,
  setInstructionDocSchema,
} from "@/lib/contracts/resources/schemas";
import { caseDocSchema } from "@/lib/contracts/safeguarding/schemas";
import { teamDocSchema, teamWithMembersDocSchema } from "@/lib/contracts/teams/schemas";
import { userDetailsDocSchema, userDocSchema, userWithDetailsDocSchema } from "@/lib/contracts/users/schemas";

type JsonSchema = Record<string, unknown>;

const DOCUMENTS: Record<string, z.ZodType> = {
  Address: addressDocSchema,
  Agent: agentDocSchema,
  AgentChatSettings: agentChatSettingsDocSchema,
  Annotation: annotationDocSchema,
  AuditEvent: auditEventDocSchema,
  BriefSettings: briefSettingsDocSchema,
  Chat: chatDocSchema,
  ChatConfig: chatConfigDocSchema,
  ChatUsage: chatUsageDocSchema,
  ChatView: chatViewSchema,
  CheckIn: checkInDocSchema,
  CheckInSettings: checkInSettingsDocSchema,
  CoachingNote: coachingNoteDocSchema,
  CoachPromptTemplate: coachPromptTemplateDocSchema,
  Goal: goalDocSchema,
  GoalNote: goalNoteDocSchema,
  Instruction: instructionDocSchema,
  InstructionKey: instructionKeyDocSchema,
  InstructionSet: instructionSetDocSchema,
  Journal: journalDocSchema,
  Message: chatMessageSchema,
  MessageFeedback: messageFeedbackDocSchema,
  Notification: notificationDocSchema,
  Organization: organizationDocSchema,
  Resource: resourceDocSchema,
  SafeguardingCase: caseDocSchema,
  SetInstruction: setInstructionDocSchema,
  Team: teamDocSchema,
  TeamWithMembers: teamWithMembersDocSchema,
  Usage: usageDocSchema,
  User: userDocSchema,
  UserDetails: userDetailsDocSchema,
  UserWithDetails: userWithDetailsDocSchema,
};

const registry = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(DOCUMENTS)) registry.add(schema, { id });

const COMPONENT = "#/components/schemas/";
/** How every schema of the document is converted: what JSON Schema cannot say is left open, shapes written out. */
export const CONVERSION = { unrepresentable: "any", reused: "inline" } as const;
const OPTIONS = { ...CONVERSION, io: "output" } as const;

/** An answer's JSON Schema, each document in it a `$ref` to its component. */
export function answerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, $defs, ...rest } = z.toJSONSchema(schema, { ...OPTIONS, metadata: registry });
  // zod puts the named schemas under the answer's own $defs; the document keeps one copy of each for everyone.
  const unknown = Object.keys($defs ?? {}).filter((id) => !(id in DOCUMENTS));
  if (unknown.length > 0) throw new Error(`OpenAPI: unnamed shared schemas ${unknown.join(", ")}`);
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENT}`));
}

/** `components.schemas`: every document once. */
export function documentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, { ...OPTIONS, uri: (id) => `${COMPONENT}${id}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]),
  );
}
