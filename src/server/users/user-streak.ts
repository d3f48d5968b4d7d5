import { db } from "@/server/db";

/** A user's run of active days, as stored (streakDays is only written on activity). */
export interface UserStreak {
  streakDays: number;
  maxStreakDays: number;
  lastActiveOn: Date | null;
}

/** User `id`'s stored streak (null when there is no such user): the athlete's home overview. */
export function userStreak(id: string): Promise<UserStreak | null> {
  return db.user.findUnique({
    where: { id },
    select: { streakDays: true, maxStreakDays: true, lastActiveOn: true },
  });
}
