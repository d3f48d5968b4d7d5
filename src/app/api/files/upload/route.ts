import { files } from "@/lib/api/endpoints/files";
import { uploadFile } from "@/server/files/upload-file";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(files.upload, (ctx, { form }) => uploadFile(ctx, form));
