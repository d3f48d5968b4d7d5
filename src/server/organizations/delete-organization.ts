import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleOrganization } from "./find-organization";
import { organizationDocument, organizationInclude } from "./organization-document";

/**
 * DELETE /organizations/{id} — masters only by the table. Its teams go with it (cascade); its users stay but
 * lose their organisation, so they can no longer sign in (§4) and keep their history. Deleting the caller's
 * own organisation would lock the caller out, so it is refused. Answers the deleted document.
 */
export async function deleteOrganization(ctx: RequestContext, id: string) {
  await findVisibleOrganization(ctx, id);
  if (id === ctx.user.organization?._id) {
    throw new AppError("BAD_REQUEST", { message: "Cannot delete your own organization" });
  }
  const row = await db.organization.delete({ where: { id }, include: organizationInclude });
  return organizationDocument(row);
}
