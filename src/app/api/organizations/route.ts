import { organizations } from "@/lib/contracts/organizations/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createOrganization } from "@/server/organizations/create-organization";

export const POST = endpoint(organizations.create, (ctx, { body }) => createOrganization(ctx, body));
