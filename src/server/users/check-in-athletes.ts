import { db } from "@/server/db";

export interface CheckInAthlete {
  id: string;
  name: string;
  timezone: string | null;
  createdAt: Date;
}

/**
 * The athletes of organisation `organizationId` a check-in may reach at `now`: active, role user, who have not
 * turned check-ins off and are not snoozing them.
 */
export function checkInAthletes(organizationId: string, now: Date, take = 5_000): Promise<CheckInAthlete[]> {
  return db.user.findMany({
    where: {
      organizationId,
      role: "user",
      active: true,
      checkInsOff: false,
      OR: [{ checkInsSnoozedUntil: null }, { checkInsSnoozedUntil: { lte: now } }],
    },
    orderBy: { id: "asc" },
    select: { id: true, name: true, timezone: true, createdAt: true },
    take,
  });
}
