import { chats } from "@/lib/contracts/chats/endpoints";
import { initializeOracle } from "@/server/chats/oracle/initialize-oracle";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.initializeOracle, (ctx, { body }) => initializeOracle(ctx, body));
