import { AppError, notFound } from "@/lib/errors";
import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { deleteProviderAccount } from "./provider-account";
import { userDocument, userInclude } from "./user-document";

/**
 * DELETE /users/{id} (admins only): the user row (the schema cascades what the user owns and clears their
 * authorship elsewhere) and the provider account, so they can no longer sign in. The provider account is
 * deleted last inside the row's transaction: if the provider refuses, the row stays and the admin can retry.
 * Answers the deleted user.
 */
export async function deleteUser(ctx: RequestContext, id: string) {
  const target = await deletableUser(ctx, id);
  // Recorded first: the person's pseudonym goes with them, so the event stays, naming no one.
  await recordAuditBy(ctx, "user-deleted", { targetUserId: id, details: { role: target.role } });
  return removeUser(target);
}

/** The user the caller may delete or erase, or the refusal. */
export async function deletableUser(ctx: RequestContext, id: string) {
  if (id === ctx.user._id) throw new AppError("BAD_REQUEST", { message: "You cannot delete yourself" });
  // Admins delete in their organisation (users of others are "not found"); a master admin in any.
  const where = ctx.user.isAdminMaster ? { id } : { id, organizationId: ctx.organizationId };
  const target = await db.user.findFirst({ where, include: userInclude });
  if (!target) throw notFound("User");
  if (target.isAdminMaster && !ctx.user.isAdminMaster) throw new AppError("FORBIDDEN");
  return target;
}

type DeletableUser = Awaited<ReturnType<typeof deletableUser>>;

/** The row (its cascades) and the provider account, together or not at all. */
export async function removeUser(target: DeletableUser) {
  const id = target.id;
  await db.$transaction(
    async (tx) => {
      await tx.user.delete({ where: { id } });
      if (target.firebaseId) await deleteProviderAccount(target.firebaseId);
    },
    { timeout: 15_000 },
  );
  return userDocument(target);
}
