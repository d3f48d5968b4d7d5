import { z } from "zod";
import { name, objectId, optionalText, slug } from "./common";

/** POST /teams (admins only), in the caller's organisation. The slug is made from the name when not given. */
export const createTeamSchema = z
  .object({
    name,
    description: optionalText(2000).optional(),
    image: optionalText(2048).optional(),
    active: z.boolean().optional(),
    slug: slug.optional(),
    users: z.array(objectId).optional(),
  })
  .strict();

/** PUT /teams/{id}: everything but membership, which goes through PUT /teams/{id}/members. */
export const updateTeamSchema = createTeamSchema.omit({ users: true }).partial().strict();

export type CreateTeamInput = z.infer<typeof createTeamSchema>;
export type UpdateTeamInput = z.infer<typeof updateTeamSchema>;
