import type { UpdateOrganizationInput } from "@/lib/contracts/organizations/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { isUniqueViolation } from "@/server/unique-violation";
import { findVisibleOrganization } from "./find-organization";
import { organizationDocument, organizationInclude } from "./organization-document";
import { isMaster } from "./scope";
import { assertSlugFree, slugExists } from "./slug";

/**
 * PUT /organizations/{id} — admins only by the table. A plain admin can only see (and so only update) their
 * own organisation; a master admin any. The master flag decides who may act on every organisation, so only a
 * master admin may change it; sending the current value is allowed, so a form can post the whole document.
 */
export async function updateOrganization(ctx: RequestContext, id: string, input: UpdateOrganizationInput) {
  const current = await findVisibleOrganization(ctx, id);
  if (
    input.masterOrganization !== undefined &&
    input.masterOrganization !== current.masterOrganization &&
    !isMaster(ctx)
  ) {
    throw new AppError("FORBIDDEN");
  }
  // Deactivating the organisation one belongs to would sign out its every member, the caller included (§4).
  if (input.active === false && id === ctx.user.organization?._id) {
    throw new AppError("BAD_REQUEST", { message: "Cannot deactivate your own organization" });
  }
  if (input.slug !== undefined) await assertSlugFree(input.slug, id);
  try {
    const row = await db.organization.update({
      where: { id },
      data: { ...input, updatedById: ctx.user._id },
      include: organizationInclude,
    });
    return organizationDocument(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugExists();
    throw error;
  }
}
