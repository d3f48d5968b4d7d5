/**
 * User rows in the §3 document shape: the organisation and teams as much as renders them by name, and on the
 * single-user reads the details (through their own mapper, which speaks the spec's spellings).
 */

import { pick } from "es-toolkit";
import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { AddressDoc } from "@/lib/contracts/common";
import type { UserDoc, UserWithDetailsDoc } from "@/lib/contracts/users/schemas";
import { detailsDocument } from "./details-document";

/** Relations a user document carries: enough of its organisation and teams to render them by name. */
export const userInclude = {
  organization: {
    select: { id: true, name: true, slug: true, image: true, active: true, masterOrganization: true },
  },
  teams: { select: { id: true, name: true, slug: true, image: true } },
} as const satisfies Prisma.UserInclude;

/** `userInclude` plus the profile, for the single-user reads (GET /users/me, GET /users/{id}). */
export const userWithDetailsInclude = { ...userInclude, details: true } as const satisfies Prisma.UserInclude;

/** A user as read with `userInclude`. */
export type UserRow = Prisma.UserGetPayload<{ include: typeof userInclude }>;
/** A user as read with `userWithDetailsInclude`. */
export type UserWithDetailsRow = Prisma.UserGetPayload<{ include: typeof userWithDetailsInclude }>;

export function userDocument(row: UserRow): Sendable<UserDoc> {
  const { organization } = row;
  return {
    _id: row.id,
    __v: row.version,
    ...pick(row, ["firebaseId", "active", "name", "email"]),
    organization: organization && {
      _id: organization.id,
      name: organization.name,
      slug: organization.slug,
      image: organization.image,
      active: organization.active,
      masterOrganization: organization.masterOrganization,
    },
    teams: row.teams.map((team) => ({ _id: team.id, name: team.name, slug: team.slug, image: team.image })),
    ...pick(row, ["role", "isAdminMaster", "phoneCode", "phone", "image"]),
    // A JSON column, written only through the contracts' `address`.
    address: row.address as AddressDoc | null,
    ...pick(row, [
      "lastLoginAt",
      "filledIntakeForm",
      "canViewChatHiddenInfo",
      "safeguardingLead",
      "timezone",
      "streakDays",
      "maxStreakDays",
      "lastActiveOn",
      "invisibleToOthers",
      "createdAt",
      "updatedAt",
    ]),
  };
}

export function userWithDetailsDocument(row: UserWithDetailsRow): Sendable<UserWithDetailsDoc> {
  return { ...userDocument(row), details: row.details ? detailsDocument(row.details) : null };
}
