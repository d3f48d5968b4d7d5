import { files } from "@/lib/contracts/files/endpoints";
import { downloadFile } from "@/server/downloads/download-file";
import { rawEndpoint } from "@/server/http/endpoint";

export const GET = rawEndpoint(files.download, (ctx, { query }) => downloadFile(ctx, query.key));
