import type { ListQuery } from "@/lib/contracts/list-query";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { paginate } from "@/server/list/paginate";
import { organizationsListSpec } from "./list-spec";
import { type OrganizationRow, organizationDocument, organizationInclude } from "./organization-document";
import { visibleOrganizations } from "./scope";

/** POST /organizations/paginate: every organisation for a master admin, one's own for anyone else. */
export function paginateOrganizations(ctx: RequestContext, query: ListQuery) {
  return paginate(db.organization, query, organizationsListSpec, {
    scope: visibleOrganizations(ctx),
    include: organizationInclude,
    toDoc: (row) => organizationDocument(row as unknown as OrganizationRow),
  });
}
