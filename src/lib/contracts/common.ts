/** Field schemas with the exact §5 messages, reused by every contract. */
import { z } from "zod";
import { MESSAGES } from "@/lib/contracts/common-values";
import { NAME_MAX } from "../constants";
import { ID_PATTERN } from "../ids";

/** '{field} is required' and '{item} already exists' of §5. */
export const fieldIsRequired = (field: string) => `${field} is required`;
export const alreadyExists = (item: string) => `${item} already exists`;

export const requiredText = z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired);

/** Ids are text or 24-hex object ids (§5); ours are always 24-hex. */
export const objectId = z
  .string({ error: MESSAGES.thisFieldRequired })
  .regex(ID_PATTERN, MESSAGES.invalidId)
  .transform((s) => s.toLowerCase());

export const name = requiredText.max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);

export const email = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((s) => s.toLowerCase());

export const phone = z
  .string()
  .trim()
  .regex(/^[0-9().-]*$/, MESSAGES.phone);

export const dateValue = z.coerce.date({ error: MESSAGES.invalidDate });

export const address = z.object({
  city: z.string().trim().max(NAME_MAX).default(""),
  state: z.string().trim().max(NAME_MAX).default(""),
  country: z.string().trim().max(NAME_MAX).default(""),
  address: z.string().trim().max(1000).default(""),
});

/** An address as stored and answered: every part present (empty when not given), as `address` writes it. */
export const addressDocSchema = z.strictObject({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  address: z.string(),
});
export type AddressDoc = z.output<typeof addressDocSchema>;

export const idParams = z.object({ id: objectId });

/** Optional text that may be cleared: an empty string is stored as empty. */
export const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.fieldRequired)
  .max(NAME_MAX)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MESSAGES.invalidSlug);

/** Membership changes of organisations and teams (§3 "Membership update"). */
export const membersSchema = z
  .object({ usersToAdd: z.array(objectId).default([]), usersToRemove: z.array(objectId).default([]) })
  .strict();
export type MembersInput = z.infer<typeof membersSchema>;

/** How deep and how large a free-form JSON field (notification metadata) may be. */
export const FREE_JSON_LIMITS = { depth: 8, bytes: 16 * 1024 } as const;

function jsonDepth(value: unknown, limit: number): number {
  if (typeof value !== "object" || value === null) return 0;
  if (limit <= 0) return 1; // deeper than anyone asks about: stop looking
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, jsonDepth(item, limit - 1));
  return 1 + deepest;
}

/** A free-form JSON object, at most FREE_JSON_LIMITS deep and large (it is stored and sent back as it is). */
export const freeJsonObject = z
  .record(z.string(), z.unknown(), { error: "Must be an object" })
  .refine((value) => jsonDepth(value, FREE_JSON_LIMITS.depth) <= FREE_JSON_LIMITS.depth, {
    message: `Must not be nested more than ${FREE_JSON_LIMITS.depth} levels deep`,
  })
  .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= FREE_JSON_LIMITS.bytes, {
    message: `Must be at most ${FREE_JSON_LIMITS.bytes / 1024} KB`,
  });

// Defined without zod in common-values.ts, which browser code imports.
export { MESSAGES };
