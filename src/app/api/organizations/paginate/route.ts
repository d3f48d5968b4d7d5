import { listQuerySchema } from "@/lib/contracts/list-query";
import { endpoint } from "@/server/http/endpoint";
import { paginateOrganizations } from "@/server/organizations/paginate-organizations";

export const POST = endpoint("POST /organizations/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateOrganizations(ctx, body),
);
