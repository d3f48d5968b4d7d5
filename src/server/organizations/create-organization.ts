import type { CreateOrganizationInput } from "@/lib/contracts/organizations/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { isUniqueViolation } from "@/server/unique-violation";
import { organizationDocument, organizationInclude } from "./organization-document";
import { organizationSlug, slugExists } from "./slug";

/** POST /organizations — masters only (the permission table checks that). */
export async function createOrganization(ctx: RequestContext, input: CreateOrganizationInput) {
  const slug = await organizationSlug(input.name, input.slug);
  try {
    const row = await db.organization.create({
      data: { ...input, slug, createdById: ctx.user._id, updatedById: ctx.user._id },
      include: organizationInclude,
    });
    return organizationDocument(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugExists();
    throw error;
  }
}
