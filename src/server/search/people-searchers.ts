/**
 * Users, teams and agents the caller may see, each through the list service (or, for the agents a non-admin may
 * chat with, the my-agents scope) that answers the caller's list of that kind.
 */
import type { SearchHit } from "@/lib/contracts/search/schemas";
import { canOpen, PAGES } from "@/lib/routes";
import { paginateAgents } from "@/server/agents/paginate-agents";
import { searchUsableAgents } from "@/server/agents/usable-agents-search";
import type { RequestContext } from "@/server/http/context";
import { paginateTeams } from "@/server/teams/paginate-teams";
import { paginateUsers } from "@/server/users/paginate-users";
import { escapeLike, firstPage, text } from "./search-support";

const ROLE_LABELS: Record<string, string> = { admin: "Administrator", coach: "Coach", user: "Athlete" };

export async function searchUsers(ctx: RequestContext, q: string, limit: number): Promise<SearchHit[]> {
  const page = await paginateUsers(ctx, firstPage(escapeLike(q), limit, ["name", "email"]));
  return page.docs.map((doc) => ({
    id: text(doc._id),
    kind: "users",
    title: text(doc.name),
    subtitle: [text(doc.email), ROLE_LABELS[text(doc.role)]].filter(Boolean).join(" · "),
    href: PAGES.users.view(text(doc._id)),
  }));
}

export async function searchTeams(ctx: RequestContext, q: string, limit: number): Promise<SearchHit[]> {
  const page = await paginateTeams(ctx, firstPage(escapeLike(q), limit, ["name", "description"]));
  return page.docs.map((doc) => ({
    id: text(doc._id),
    kind: "teams",
    title: text(doc.name),
    subtitle: text(doc.description) || text(doc.slug),
    href: PAGES.teams.view(text(doc._id)),
  }));
}

/**
 * Administrators find every agent of the organisation (POST /agents/paginate) and open its page; everyone else
 * finds the agents they may chat with (GET /agents/my-agents) and is taken to start a chat.
 */
export async function searchAgents(ctx: RequestContext, q: string, limit: number): Promise<SearchHit[]> {
  const query = firstPage(escapeLike(q), limit, ["name", "description"]);
  // Whoever may open the agents pages manages them: the same rule as the route guard.
  const manages = canOpen(PAGES.agents.list, ctx.user);
  const agents: { id: string; name: unknown; description: unknown }[] = manages
    ? (await paginateAgents(ctx, query)).docs.map((doc) => ({ ...doc, id: doc._id }))
    : await searchUsableAgents(ctx, query, limit);
  return agents.map((agent) => ({
    id: agent.id,
    kind: "agents",
    title: text(agent.name),
    subtitle: text(agent.description),
    href: manages ? PAGES.agents.view(agent.id) : PAGES.chats.withAgent(),
  }));
}
