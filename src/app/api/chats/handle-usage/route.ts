import { chats } from "@/lib/contracts/chats/endpoints";
import { handleUsage } from "@/server/chats/voice/handle-usage";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.handleUsage, (ctx, { body }) => handleUsage(ctx, body.usage));
