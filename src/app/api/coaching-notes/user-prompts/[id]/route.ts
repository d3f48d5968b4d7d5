import { idParams } from "@/lib/contracts/common";
import { userPrompts } from "@/server/coaching-notes/user-prompts";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(
  "GET /coaching-notes/user-prompts/{id}",
  { params: idParams },
  (ctx, { params }) => userPrompts(ctx, params.id),
);
