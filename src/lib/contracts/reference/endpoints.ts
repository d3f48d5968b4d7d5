/** The API's own reference: the OpenAPI document made from this table (src/lib/api/openapi.ts). */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define";
import { referenceRoutes as routes } from "./routes";

export const reference = {
  openApi: defineEndpoint(routes.openApi, {
    rule: "adminsOnly",
    tag: "Reference",
    summary: "This API's OpenAPI 3.1 document",
    kind: "json",
    response: z.looseObject({
      openapi: z.literal("3.1.0"),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string() }))),
    }),
  }),
};
