import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleOrganization } from "./find-organization";
import { organizationDocument, organizationInclude } from "./organization-document";

/** GET /organizations/{id} — anyone, but only within what they may see. */
export async function getOrganization(ctx: RequestContext, id: string) {
  await findVisibleOrganization(ctx, id);
  const row = await db.organization.findUniqueOrThrow({ where: { id }, include: organizationInclude });
  return organizationDocument(row);
}
