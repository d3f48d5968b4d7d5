import { z } from "zod";
import { address, name, phone } from "./common";

/** PUT /users/me: what a person may change about their own account. */
export const updateMeSchema = z
  .object({
    name,
    phoneCode: phone,
    phone,
    image: z.string().trim().max(2048),
    address,
    timezone: z.string().trim().max(64),
    invisibleToOthers: z.boolean(),
  })
  .partial()
  .strict();

export type UpdateMeInput = z.infer<typeof updateMeSchema>;
