import type { UpdateUserInput } from "@/lib/contracts/users/schemas";
import { AppError, notFound } from "@/lib/errors";
import { isUsable } from "@/lib/permissions";
import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { endSessionsOf, type SessionEndReason } from "@/server/sessions/session-store";
import { isUniqueViolation } from "@/server/unique-violation";
import { type ProviderChanges, updateProviderAccount } from "./provider-account";
import { visibleUser } from "./scope";
import { assertMayUpdate, type UpdateTarget } from "./update-user-rules";
import { userWithDetailsDocument, userWithDetailsInclude } from "./user-document";
import { assertEmailFree, assertTeamsInOrganization } from "./user-guards";

/** What the provider account must learn from this update; only what actually changes. */
function providerChanges(target: UpdateTarget & { email: string; name: string }, input: UpdateUserInput) {
  const changes: ProviderChanges = {};
  if (input.email !== undefined && input.email !== target.email) changes.email = input.email;
  if (input.password !== undefined) changes.password = input.password;
  if (input.name !== undefined && input.name !== target.name) changes.name = input.name;
  if (input.active !== undefined || input.isAdminMaster !== undefined) {
    // §6: usable = master admin or active. An inactive master admin may still sign in.
    changes.disabled = !isUsable({
      role: input.role ?? target.role,
      active: input.active ?? target.active,
      isAdminMaster: input.isAdminMaster ?? target.isAdminMaster,
    });
  }
  return changes;
}

/** Why this update must end the person's web sessions, if it must: they signed in as someone they no longer are. */
function sessionEndReason(target: UpdateTarget, input: UpdateUserInput): SessionEndReason | null {
  if (input.password !== undefined) return "password-changed";
  if (input.active === false && target.active) return "deactivated";
  const roleChanged = input.role !== undefined && input.role !== target.role;
  const masterChanged = input.isAdminMaster !== undefined && input.isAdminMaster !== target.isAdminMaster;
  return roleChanged || masterChanged ? "role-changed" : null;
}

/** What the audit trail says of an update: the fields sent (never their values), and the sessions it ended. */
function changedFields(input: UpdateUserInput, endReason: SessionEndReason | null) {
  const fields = Object.keys(input).filter((key) => key !== "confirmPassword" && key !== "team");
  return { fields: fields.sort(), ...(endReason ? { sessionsEnded: endReason } : {}) };
}

/**
 * PUT /users/{id}. The target must be visible to the caller (else "User not found", as for a missing id);
 * then update-user-rules.ts decides what the caller may change. The row is written inside a transaction and
 * the provider account is updated last inside it, so a provider refusal (e.g. its e-mail is taken there)
 * rolls the row back and the two never disagree. A new password, a deactivation or a new role ends the person's
 * web sessions on every device: whoever holds one must sign in again as who they now are.
 */
export async function updateUser(ctx: RequestContext, id: string, input: UpdateUserInput) {
  const target = await db.user.findFirst({
    where: visibleUser(ctx, id),
    select: {
      id: true,
      role: true,
      active: true,
      isAdminMaster: true,
      email: true,
      name: true,
      firebaseId: true,
      organizationId: true,
    },
  });
  if (!target) throw notFound("User");
  assertMayUpdate(ctx.user, target, input);

  const { password: _password, confirmPassword: _confirm, teams, ...fields } = input;
  if (fields.email !== undefined && fields.email !== target.email) await assertEmailFree(fields.email, id);
  const teamIds =
    teams && (await assertTeamsInOrganization(teams, target.organizationId ?? ctx.organizationId));
  const changes = providerChanges(target, input);

  try {
    const row = await db.$transaction(
      async (tx) => {
        const updated = await tx.user.update({
          where: { id },
          data: {
            ...fields,
            ...(teamIds ? { teams: { set: teamIds.map((teamId) => ({ id: teamId })) } } : {}),
          },
          include: userWithDetailsInclude,
        });
        // A user without a linked provider account has nothing there to keep in step.
        if (target.firebaseId) await updateProviderAccount(target.firebaseId, changes);
        return updated;
      },
      { timeout: 15_000 },
    );
    const endReason = sessionEndReason(target, input);
    if (endReason) await endSessionsOf(id, endReason);
    await recordAuditBy(ctx, "user-changed", { targetUserId: id, details: changedFields(input, endReason) });
    return userWithDetailsDocument(row);
  } catch (error) {
    // Two updates to the same e-mail at once: the second hits the unique index.
    if (isUniqueViolation(error)) {
      throw new AppError("USER_EMAIL_ALREADY_REGISTERED");
    }
    throw error;
  }
}
