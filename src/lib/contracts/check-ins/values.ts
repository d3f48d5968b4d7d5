/** Check-ins: their reasons, an organisation's rules and their defaults, and the quiet hours. Without zod. */
export const CHECK_IN_REASONS = ["idle", "goal-due", "area-falling"] as const;

export interface CheckInRules {
  enabled: boolean;
  /** No chat message and no journal entry for this many days. */
  idleDays: number;
  /** A goal in progress due within this many days… */
  goalDueDays: number;
  /** …with progress below this percentage. */
  goalProgressBelow: number;
  /** An assessment area that fell at the last two assessments. */
  areaFallingTwice: boolean;
}

export const DEFAULT_CHECK_IN_RULES: CheckInRules = {
  enabled: true,
  idleDays: 7,
  goalDueDays: 7,
  goalProgressBelow: 50,
  areaFallingTwice: true,
};

/** Nothing is sent in the athlete's night: from this hour… */
export const QUIET_FROM_HOUR = 21;
/** …until this hour, in their timezone. */
export const QUIET_UNTIL_HOUR = 8;

/** The snoozes an athlete can choose, in days. */
export const SNOOZE_DAYS = [1, 3, 7, 14] as const;

/** The stored rules (any JSON) with the defaults filled in. */
export function checkInRulesOf(stored: unknown): CheckInRules {
  const value = (stored && typeof stored === "object" ? stored : {}) as Partial<CheckInRules>;
  return { ...DEFAULT_CHECK_IN_RULES, ...value };
}
