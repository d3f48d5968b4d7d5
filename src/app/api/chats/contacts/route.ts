import { listContacts } from "@/server/chats/contacts";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /chats/contacts", {}, (ctx) => listContacts(ctx));
