/** Which filter of the notes list narrows it to one athlete or team. */
export const RECIPIENTS = {
  user: { filter: "toUser" },
  team: { filter: "toTeam" },
} as const;
