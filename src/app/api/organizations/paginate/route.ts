import { organizations } from "@/lib/contracts/organizations/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { paginateOrganizations } from "@/server/organizations/paginate-organizations";

export const POST = endpoint(organizations.paginate, (ctx, { body }) => paginateOrganizations(ctx, body));
