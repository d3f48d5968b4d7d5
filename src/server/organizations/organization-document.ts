/**
 * Organisation rows in the §3 document shape. §3 gives an organisation `users[]` and `teams[]`; an organisation can
 * have thousands of users, so the document carries their counts instead (`usersCount`, `teamsCount`); the lists
 * themselves are POST /users/paginate and POST /teams/paginate.
 */

import { pick } from "es-toolkit";
import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import { checkInRulesOf } from "@/lib/contracts/check-ins/values";
import type { AddressDoc } from "@/lib/contracts/common";
import type { ChatConfigDoc, OrganizationDoc } from "@/lib/contracts/organizations/schemas";

export const organizationInclude = {
  _count: { select: { users: true, teams: true } },
} as const satisfies Prisma.OrganizationInclude;

/** An organisation as read with `organizationInclude`. */
export type OrganizationRow = Prisma.OrganizationGetPayload<{ include: typeof organizationInclude }>;

export function organizationDocument(row: OrganizationRow): Sendable<OrganizationDoc> {
  return {
    _id: row.id,
    __v: row.version,
    ...pick(row, ["name", "description", "image"]),
    // JSON columns, written only through the contracts' `address` and `chatConfigSchema`.
    address: row.address as AddressDoc | null,
    ...pick(row, ["active", "slug", "masterOrganization"]),
    chatConfig: row.chatConfig as ChatConfigDoc | null,
    routineAssessmentEvery: row.routineAssessmentEvery,
    supportContacts: row.supportContacts,
    checkInRules: checkInRulesOf(row.checkInRules),
    createdBy: row.createdById,
    updatedBy: row.updatedById,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    usersCount: row._count.users,
    teamsCount: row._count.teams,
  };
}
