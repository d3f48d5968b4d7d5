import { chats } from "@/lib/contracts/chats/endpoints";
import { createChat, reusedChats } from "@/server/chats/lifecycle/create-chat";
import { endpoint } from "@/server/http/endpoint";

/** 201 for a new chat; 200 when an open user-user chat with that person already existed and is answered instead. */
export const POST = endpoint(chats.create, (ctx, { body }) => createChat(ctx, body), {
  status: (doc) => (reusedChats.has(doc) ? 200 : 201),
});
