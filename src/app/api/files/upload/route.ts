import { files } from "@/lib/contracts/files/endpoints";
import { uploadFile } from "@/server/files/upload-file";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(files.upload, (ctx, { form }) => uploadFile(ctx, form));
