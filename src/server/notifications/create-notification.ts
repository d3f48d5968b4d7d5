import type { CreateNotificationInput } from "@/lib/contracts/notifications/schemas";
import { AppError, notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { visibleTeams } from "@/server/teams/scope";
import { teamsWhere } from "@/server/teams/teams-in-organization";
import { visibleUserIds } from "@/server/users/visible-user-ids";
import { getNotification } from "./get-notification";
import { storeNotification } from "./notify";

const isAdmin = (ctx: RequestContext) => ctx.user.role === "admin" || ctx.user.isAdminMaster;

/**
 * Who may send what: type user → users the caller may see (an athlete only themself; anyone else is 'User not
 * found'); team → coaches and admins, to teams they may see ('Team not found' otherwise); organization → admins,
 * to the organisation they act in; all → master admins. A refused type is FORBIDDEN.
 */
async function recipients(ctx: RequestContext, input: CreateNotificationInput) {
  switch (input.type) {
    case "user": {
      const found = await visibleUserIds(ctx, input.users);
      if (found.length !== input.users.length) throw notFound("User");
      return { userIds: input.users };
    }
    case "team": {
      if (ctx.user.role === "user" && !ctx.user.isAdminMaster) throw new AppError("FORBIDDEN");
      const found = await teamsWhere(input.teams, visibleTeams(ctx));
      if (found.length !== input.teams.length) throw new AppError("TEAM_NOT_EXISTS");
      return { teamIds: input.teams };
    }
    case "organization": {
      if (!isAdmin(ctx)) throw new AppError("FORBIDDEN");
      const organizationIds = input.organizations.length > 0 ? input.organizations : [ctx.organizationId];
      if (organizationIds.some((id) => id !== ctx.organizationId))
        throw new AppError("ORGANIZATION_NOT_EXISTS");
      return { organizationIds };
    }
    case "all":
      if (!ctx.user.isAdminMaster) throw new AppError("FORBIDDEN");
      return {};
  }
}

/** POST /notifications — any authenticated caller, within the rules above. Answers the document (201). */
export async function createNotification(ctx: RequestContext, input: CreateNotificationInput) {
  const to = await recipients(ctx, input);
  const id = await storeNotification({
    type: input.type,
    ...to,
    title: input.title,
    message: input.message,
    level: input.level,
    metadata: input.metadata,
    createdById: ctx.user._id,
    organizationId: input.type === "all" ? null : ctx.organizationId,
  });
  return getNotification(ctx, id as string);
}
