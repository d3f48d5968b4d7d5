import { searchQuerySchema } from "@/lib/contracts/search";
import { endpoint } from "@/server/http/endpoint";
import { search } from "@/server/search/search";

export const GET = endpoint("GET /search", { query: searchQuerySchema }, (ctx, { query }) =>
  search(ctx, query),
);
