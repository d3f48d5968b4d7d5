import { createOrganizationSchema } from "@/lib/contracts/organizations";
import { endpoint } from "@/server/http/endpoint";
import { createOrganization } from "@/server/organizations/create-organization";

export const POST = endpoint(
  "POST /organizations",
  { body: createOrganizationSchema },
  (ctx, { body }) => createOrganization(ctx, body),
  { status: 201 },
);
