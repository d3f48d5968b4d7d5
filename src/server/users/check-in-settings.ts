/**
 * GET and PUT /check-ins/settings: the athlete's own say over check-ins: none at all (off), or none for a few days
 * (a snooze; 0 ends it). The organisation's rules decide when; the athlete decides whether.
 */
import type { CheckInSettingsInput } from "@/lib/contracts/check-ins/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

const DAY_MS = 86_400_000;
const SELECT = { checkInsOff: true, checkInsSnoozedUntil: true } as const;

function settingsDoc(row: { checkInsOff: boolean; checkInsSnoozedUntil: Date | null }, now: Date) {
  const snoozing = row.checkInsSnoozedUntil && row.checkInsSnoozedUntil > now;
  return {
    off: row.checkInsOff,
    snoozedUntil: snoozing ? (row.checkInsSnoozedUntil as Date).toISOString() : null,
  };
}

export async function checkInSettings(ctx: RequestContext, now = new Date()) {
  const row = await db.user.findUniqueOrThrow({ where: { id: ctx.user._id }, select: SELECT });
  return settingsDoc(row, now);
}

export async function updateCheckInSettings(
  ctx: RequestContext,
  input: CheckInSettingsInput,
  now = new Date(),
) {
  const row = await db.user.update({
    where: { id: ctx.user._id },
    data: {
      ...(input.off !== undefined ? { checkInsOff: input.off } : {}),
      ...(input.snoozeDays !== undefined
        ? {
            checkInsSnoozedUntil:
              input.snoozeDays === 0 ? null : new Date(now.getTime() + input.snoozeDays * DAY_MS),
          }
        : {}),
      version: { increment: 1 },
    },
    select: SELECT,
  });
  return settingsDoc(row, now);
}
