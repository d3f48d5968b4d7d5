import type { CreateJournalInput } from "@/lib/contracts/journals/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { teamsInOrganization } from "@/server/teams/teams-in-organization";
import { recordUsageEvent } from "@/server/usage/record-usage-event";
import { recordActivity } from "@/server/users/record-activity";
import { careForJournal } from "./care-for-journal";
import { journalDetail } from "./find-journal";

/** The caller's teams that belong to the organisation the call acts in (a master admin may act elsewhere). */
async function journalTeams(ctx: RequestContext): Promise<string[]> {
  if (ctx.user.teams.length === 0) return [];
  const rows = await teamsInOrganization(ctx.user.teams, ctx.organizationId);
  return rows.map((r) => r.id);
}

/**
 * POST /journals — anyone. The entry is the caller's, stored with their teams and the organisation the call
 * acts in. `number` counts the caller's entries: their highest number + 1 (a gap left by a deleted entry is not
 * filled), read and written under a per-user advisory lock so concurrent creates get distinct,
 * consecutive numbers. A new entry counts as activity (streak) and as journalCreated in the usage statistics.
 */
export async function createJournal(ctx: RequestContext, input: CreateJournalInput) {
  const me = ctx.user._id;
  const teamIds = await journalTeams(ctx);
  const id = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`journal-number:${me}`}))`;
    const last = await tx.journalEntry.aggregate({ where: { userId: me }, _max: { number: true } });
    const row = await tx.journalEntry.create({
      data: {
        title: input.title,
        text: input.text,
        images: input.images,
        ...(input.date ? { date: input.date } : {}),
        draft: input.draft,
        shouldAssess: input.shouldAssess,
        number: (last._max.number ?? 0) + 1,
        userId: me,
        organizationId: ctx.organizationId,
        teams: { connect: teamIds.map((t) => ({ id: t })) },
      },
      select: { id: true },
    });
    return row.id;
  });
  await recordUsageEvent("journalCreated", { organizationId: ctx.organizationId, teamIds });
  await recordActivity(me, new Date(), ctx.timezone);
  const support = await careForJournal(ctx, { id, ...input, organizationId: ctx.organizationId });
  const entry = await journalDetail(id);
  return support ? { ...entry, support } : entry;
}
