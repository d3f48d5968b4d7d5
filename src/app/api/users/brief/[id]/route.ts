import { users } from "@/lib/contracts/users/endpoints";
import { readPersonBrief } from "@/server/chats/brief/person-brief";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(users.brief, (ctx, { params }) => readPersonBrief(ctx, params.id));
