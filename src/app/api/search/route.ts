import { search } from "@/lib/contracts/search/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { search as searchAll } from "@/server/search/search";

export const GET = endpoint(search.search, (ctx, { query }) => searchAll(ctx, query));
