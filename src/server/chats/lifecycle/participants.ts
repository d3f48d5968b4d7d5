/**
 * Who may be put into a chat: other participants must be the caller's contacts, teams must be the caller's own
 * teams in the organisation the call acts in. Ids outside that scope answer the entity's "not found", so a chat
 * cannot be used to probe for accounts.
 */
import { notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { teamsInOrganization } from "@/server/teams/teams-in-organization";
import { countChatContacts } from "@/server/users/chat-contacts";

export async function assertContacts(ctx: RequestContext, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await countChatContacts(ctx, ids);
  if (found !== ids.length) throw notFound("User");
}

/** The teams a new chat belongs to: the requested ones (each must be the caller's), else all the caller's. */
export async function chatTeams(ctx: RequestContext, requested: string[]): Promise<string[]> {
  const own = await teamsInOrganization(ctx.user.teams, ctx.organizationId);
  const ownIds = own.map((t) => t.id);
  if (requested.length === 0) return ownIds;
  if (requested.some((id) => !ownIds.includes(id))) throw notFound("Team");
  return requested;
}
