import { organizations } from "@/lib/api/endpoints/organizations";
import { endpoint } from "@/server/http/endpoint";
import { createOrganization } from "@/server/organizations/create-organization";

export const POST = endpoint(organizations.create, (ctx, { body }) => createOrganization(ctx, body));
