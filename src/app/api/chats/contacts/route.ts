import { chats } from "@/lib/contracts/chats/endpoints";
import { listContacts } from "@/server/chats/lists/contacts";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.contacts, (ctx) => listContacts(ctx));
