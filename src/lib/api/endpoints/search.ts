/** Search (not in §7): the command palette's search over the caller's lists. */
import { searchQuerySchema, searchResultSchema } from "@/lib/contracts/search";
import { defineEndpoint } from "../define";

export const search = {
  search: defineEndpoint({
    method: "GET",
    path: "/search",
    rule: "anyAuthenticated",
    tag: "Search",
    summary:
      "Chats, goals, journals, users, teams and agents matching a text, each kind scoped as its own list",
    kind: "json",
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
};
