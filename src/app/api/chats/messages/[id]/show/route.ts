import { chats } from "@/lib/contracts/chats/endpoints";
import { showMessageVersion } from "@/server/chats/versions/show-message-version";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.showVersion, (ctx, { params }) => showMessageVersion(ctx, params.id));
