import { handleUsageSchema } from "@/lib/contracts/chats";
import { handleUsage } from "@/server/chats/handle-usage";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /chats/handle-usage",
  { body: handleUsageSchema },
  (ctx, { body }) => handleUsage(ctx, body.usage),
  { status: 201 },
);
