/** Files (§3 File): uploads, answered with their File reference, and downloads of the bytes. */

import { defineEndpoint } from "@/lib/api/define";
import { downloadQuerySchema, fileReferenceSchema, uploadFormSchema } from "@/lib/contracts/files/schemas";
import { filesRoutes as routes } from "./routes";

const tag = "Files";

export const files = {
  download: defineEndpoint(routes.download, {
    rule: "anyAuthenticated",
    tag,
    summary: "The bytes of a file the caller may read, by its storage key",
    kind: "file",
    query: downloadQuerySchema,
  }),
  upload: defineEndpoint(routes.upload, {
    rule: "anyAuthenticated",
    tag,
    summary: "Upload one file (multipart: file, optional OpenAI purpose); answers its File reference",
    kind: "json",
    form: uploadFormSchema,
    response: fileReferenceSchema,
    status: 201,
  }),
};
