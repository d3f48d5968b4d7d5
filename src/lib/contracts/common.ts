/** Field schemas with the exact §5 messages, reused by every contract. */
import { z } from "zod";
import { NAME_MAX } from "../constants";

export const MESSAGES = {
  fieldRequired: "Field is required",
  thisFieldRequired: "This field is required",
  invalidDate: "Invalid date",
  positive: "Number must be positive",
  positiveOrZero: "Number must be positive or zero",
  phone: "Value must contain only digits, parentheses, hyphens, and dots",
  invalidEmail: "Invalid email",
  invalidId: "Invalid id",
} as const;

export const requiredText = z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired);

/** Ids are text or 24-hex object ids (§5); ours are always 24-hex. */
export const objectId = z
  .string({ error: MESSAGES.thisFieldRequired })
  .regex(/^[0-9a-fA-F]{24}$/, MESSAGES.invalidId)
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

export const positiveNumber = z.number().positive(MESSAGES.positive);
export const positiveOrZero = z.number().min(0, MESSAGES.positiveOrZero);

export const address = z.object({
  city: z.string().trim().max(NAME_MAX).default(""),
  state: z.string().trim().max(NAME_MAX).default(""),
  country: z.string().trim().max(NAME_MAX).default(""),
  address: z.string().trim().max(1000).default(""),
});

export const idParams = z.object({ id: objectId });
