import { openApiDocument } from "@/lib/api/openapi";
import { reference } from "@/lib/contracts/reference/endpoints";
import { endpoint } from "@/server/http/endpoint";

/** Made once per process: the table does not change while it runs. */
let document: ReturnType<typeof openApiDocument> | undefined;

export const GET = endpoint(reference.openApi, async () => {
  document ??= openApiDocument();
  return document;
});
