import { initializeOracleSchema } from "@/lib/contracts/chats";
import { initializeOracle } from "@/server/chats/initialize-oracle";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /chats/initialize-oracle",
  { body: initializeOracleSchema },
  (ctx, { body }) => initializeOracle(ctx, body),
  { status: 201 },
);
