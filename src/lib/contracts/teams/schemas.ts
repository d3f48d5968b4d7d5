import { z } from "zod";
import { documentFields, idOut } from "@/lib/api/wire";
import { ROLES } from "@/lib/constants";
import { name, objectId, optionalText, slug } from "@/lib/contracts/common";

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

/** The §3 team document as lists answer it: instead of `users[]`, their count. */
export const teamDocSchema = z.strictObject({
  ...documentFields,
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  active: z.boolean(),
  slug: z.string(),
  organization: idOut,
  createdBy: idOut.nullable(),
  updatedBy: idOut.nullable(),
  usersCount: z.number().int(),
});

/** A member of a team as a single team carries it. */
export const teamMemberSchema = z.strictObject({
  _id: idOut,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  image: z.string().nullable(),
});

/** A single team (read, created, updated, its members changed): also the members the caller may see, by name. */
export const teamWithMembersDocSchema = teamDocSchema.extend({ users: z.array(teamMemberSchema) });

export type TeamDoc = z.output<typeof teamDocSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;
export type TeamWithMembersDoc = z.output<typeof teamWithMembersDocSchema>;
