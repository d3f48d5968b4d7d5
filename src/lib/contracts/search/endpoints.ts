/** Search (not in §7): the command palette's search over the caller's lists. */

import { defineEndpoint } from "@/lib/api/define";
import { searchQuerySchema, searchResultSchema } from "@/lib/contracts/search/schemas";
import { searchRoutes as routes } from "./routes";

export const search = {
  search: defineEndpoint(routes.search, {
    rule: "anyAuthenticated",
    tag: "Search",
    summary:
      "Chats, goals, journals, users, teams and agents matching a text, each kind scoped as its own list",
    kind: "json",
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
};
