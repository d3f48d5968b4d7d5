import { users } from "@/lib/contracts/users/endpoints";
import { erasePerson } from "@/server/erasure/erase-person";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(users.erase, (ctx, { params }) => erasePerson(ctx, params.id));
