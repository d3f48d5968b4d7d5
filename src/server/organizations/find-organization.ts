import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleOrganizations } from "./scope";

/**
 * The organisation `id` if the caller may see it. Every use case starts here, so an organisation outside the
 * caller's scope is ORGANIZATION_NOT_EXISTS for reads and writes alike.
 */
export async function findVisibleOrganization(ctx: RequestContext, id: string) {
  const row = await db.organization.findFirst({
    where: { AND: [{ id }, visibleOrganizations(ctx)] },
    select: { id: true, masterOrganization: true },
  });
  if (!row) throw notFound("Organization");
  return row;
}
