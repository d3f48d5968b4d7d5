import { chats } from "@/lib/contracts/chats/endpoints";
import { chatHistory } from "@/server/chats/reading/history";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.history, (ctx, { query }) => chatHistory(ctx, query));
