import { uploadFile, uploadFormSchema } from "@/server/files/upload-file";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /files/upload",
  { form: uploadFormSchema },
  (ctx, { form }) => uploadFile(ctx, form),
  { status: 201 },
);
