import { randomBytes } from "node:crypto";
import { chooseLocale } from "@/i18n/locales";
import type { CreateUserInput } from "@/lib/contracts/users/schemas";
import { AppError, notFound } from "@/lib/errors";
import { isUsable } from "@/lib/permissions";
import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { existingOrganizations } from "@/server/organizations/existing-organizations";
import { isUniqueViolation } from "@/server/unique-violation";
import { recordUsageEvent } from "@/server/usage/record-usage-event";
import { createProviderAccount, deleteProviderAccount } from "./provider-account";
import { sendInvitation } from "./send-invitation";
import { assertLeadRole } from "./update-user-rules";
import { userWithDetailsDocument, userWithDetailsInclude } from "./user-document";
import { assertEmailFree, assertTeamsInOrganization } from "./user-guards";

/** The context organisation, unless a master admin names another one (only they may act across them). */
async function targetOrganization(ctx: RequestContext, requested: string | undefined) {
  if (!requested || requested === ctx.organizationId) return ctx.organizationId;
  if (!ctx.user.isAdminMaster) throw new AppError("FORBIDDEN");
  const [org] = await existingOrganizations([requested]);
  if (!org) throw notFound("Organization");
  return org.id;
}

/**
 * POST /users (admins only). Everything that can be checked is checked before the provider account is made;
 * the account is made first because its uid is stored on the row, and if the row then cannot be written the
 * account is deleted again, so no one is left able to sign in without a user record. With `invite`, the person
 * is e-mailed the provider's link to set their own password once the row exists.
 */
export async function createUser(ctx: RequestContext, input: CreateUserInput) {
  const { password, confirmPassword: _, invite, teams, organization, ...fields } = input;
  const organizationId = await targetOrganization(ctx, organization);
  // Granting the master flag is a master's privilege; an explicit `false` is just the default.
  if (fields.isAdminMaster && !ctx.user.isAdminMaster) throw new AppError("FORBIDDEN");
  assertLeadRole(fields.role, fields.safeguardingLead);
  const teamIds = await assertTeamsInOrganization(teams ?? [], organizationId);
  await assertEmailFree(fields.email);

  const firebaseId = await createProviderAccount({
    email: fields.email,
    // Invited: a password nobody knows, until the person sets theirs from the e-mail.
    password: invite || !password ? randomBytes(32).toString("base64url") : password,
    name: fields.name,
    // Created inactive: the provider refuses sign-in from the start, as after a deactivation (§6 usable).
    disabled: !isUsable({
      role: fields.role,
      active: fields.active ?? true,
      isAdminMaster: fields.isAdminMaster ?? false,
    }),
  });
  try {
    const row = await db.user.create({
      data: { ...fields, firebaseId, organizationId, teams: { connect: teamIds.map((id) => ({ id })) } },
      include: userWithDetailsInclude,
    });
    await recordUsageEvent("userCreated", { organizationId, teamIds });
    await recordAuditBy({ ...ctx, organizationId }, "user-created", {
      targetUserId: row.id,
      details: invite ? { role: row.role, invited: true } : { role: row.role },
    });
    if (
      invite &&
      (await sendInvitation(row.email, chooseLocale({ preference: ctx.user.preferredLanguage })))
    ) {
      await recordAuditBy({ ...ctx, organizationId }, "invitation-sent", { targetUserId: row.id });
    }
    return userWithDetailsDocument(row);
  } catch (error) {
    await deleteProviderAccount(firebaseId).catch((cleanup) =>
      log.error("could not delete the provider account of a user that was not created", {
        firebaseId,
        ...describeError(cleanup),
      }),
    );
    // Two requests for the same e-mail at once: the loser's row hits the unique index.
    if (isUniqueViolation(error)) throw new AppError("USER_EMAIL_ALREADY_REGISTERED");
    throw error;
  }
}
