import { organizations } from "@/lib/api/endpoints/organizations";
import { endpoint } from "@/server/http/endpoint";
import { paginateOrganizations } from "@/server/organizations/paginate-organizations";

export const POST = endpoint(organizations.paginate, (ctx, { body }) => paginateOrganizations(ctx, body));
