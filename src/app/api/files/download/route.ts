import { downloadQuerySchema } from "@/lib/contracts/files";
import { downloadFile } from "@/server/files/download-file";
import { rawEndpoint } from "@/server/http/endpoint";

export const GET = rawEndpoint("GET /files/download", { query: downloadQuerySchema }, (ctx, { query }) =>
  downloadFile(ctx, query.key),
);
