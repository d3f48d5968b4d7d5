/** The audit trail as the API answers it, and its retention setting. */
import { z } from "zod";
import { dateOut, idOut } from "@/lib/api/wire";
import { objectId } from "@/lib/contracts/common";
import { AUDIT_ACTIONS, AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from "./values";

export * from "./values";

/** A person on the trail: null when there was none; `_id` and `name` null when the person has been erased. */
const personRefSchema = z.strictObject({ _id: idOut.nullable(), name: z.string().nullable() }).nullable();

export const auditEventDocSchema = z.strictObject({
  _id: idOut,
  createdAt: dateOut,
  organization: idOut.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  actor: personRefSchema,
  target: personRefSchema,
  /** What else was acted on (agent, instruction, chat, safeguarding-case…) and its id. */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  client: z.strictObject({ address: z.string().nullable(), userAgent: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
});

export type AuditEventDoc = z.output<typeof auditEventDocSchema>;

/** `filters` of POST /audit/paginate. `organization`: master admins only (others see their own). */
export const auditFiltersSchema = z.strictObject({
  action: z.enum(AUDIT_ACTIONS).optional(),
  person: objectId.optional(),
  organization: objectId.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const auditRetentionSchema = z.strictObject({
  days: z.number().int().min(AUDIT_RETENTION_MIN_DAYS).max(AUDIT_RETENTION_MAX_DAYS),
});
