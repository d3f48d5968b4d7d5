import { z } from "zod";
import { email } from "@/lib/contracts/common";

export const passwordResetSchema = z.object({ email });

/** POST /users/me/sign-out-everywhere: how many of the caller's sessions (this one included) were ended. */
export const signedOutEverywhereSchema = z.object({ ended: z.number().int().nonnegative() });

/** POST /users/erase/{id}: what went with the person. */
export const erasedSchema = z.object({
  erased: z.literal(true),
  files: z.number().int().nonnegative(),
  chats: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});

/** POST /users/invite/{id}: the invitation e-mail went to this address. */
export const invitationSentSchema = z.object({ sent: z.literal(true), email: z.string() });
