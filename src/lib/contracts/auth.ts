import { z } from "zod";
import { email } from "./common";

export const passwordResetSchema = z.object({ email });

/** POST /users/me/sign-out-everywhere: how many of the caller's sessions (this one included) were ended. */
export const signedOutEverywhereSchema = z.object({ ended: z.number().int().nonnegative() });
