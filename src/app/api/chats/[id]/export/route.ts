import { chats } from "@/lib/contracts/chats/endpoints";
import { exportChat } from "@/server/chats/export/export-chat";
import { rawEndpoint } from "@/server/http/endpoint";

export const GET = rawEndpoint(chats.exportChat, (ctx, { params, query }) =>
  exportChat({ ...ctx, timezone: query.timeZone ?? ctx.timezone }, params.id, query.format),
);
