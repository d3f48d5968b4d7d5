import { chats } from "@/lib/api/endpoints/chats";
import { showMessageVersion } from "@/server/chats/versions/show-message-version";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.showVersion, (ctx, { params }) => showMessageVersion(ctx, params.id));
