import { files } from "@/lib/api/endpoints/files";
import { downloadFile } from "@/server/downloads/download-file";
import { rawEndpoint } from "@/server/http/endpoint";

export const GET = rawEndpoint(files.download, (ctx, { query }) => downloadFile(ctx, query.key));
