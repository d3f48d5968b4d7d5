/**
 * endpoint() for handlers that answer something other than JSON (a file's bytes): the same steps —
 * authenticate → usable account → the §6 rule → context headers → zod params and query → the §8 error envelope
 * on failure — but the service builds the Response itself.
 */
import { AppError } from "@/lib/errors";
import { allows, type EndpointKey, ruleFor } from "@/lib/permissions";
import { authenticate } from "./authenticate";
import { assertUsable, type RequestContext, readContext } from "./context";
import { type Out, parse, type RouteContext, type Schema } from "./endpoint";
import { errorResponse } from "./respond";

export interface RawSchemas {
  params?: Schema;
  query?: Schema;
}

export interface RawInput<S extends RawSchemas> {
  params: Out<S["params"]>;
  query: Out<S["query"]>;
}

export function rawEndpoint<S extends RawSchemas>(
  key: EndpointKey,
  schemas: S,
  run: (ctx: RequestContext, input: RawInput<S>) => Promise<Response>,
) {
  return async (req: Request, route?: RouteContext): Promise<Response> => {
    try {
      const user = await authenticate(req);
      assertUsable(user);
      if (!allows(ruleFor(key), user)) throw new AppError("FORBIDDEN");
      const ctx = await readContext(req, user);
      const url = new URL(req.url);
      const input = {
        params: parse(schemas.params, route ? await route.params : {}, "params"),
        query: parse(schemas.query, Object.fromEntries(url.searchParams), "query"),
      } as RawInput<S>;
      return await run(ctx, input);
    } catch (error) {
      return errorResponse(error, key);
    }
  };
}
