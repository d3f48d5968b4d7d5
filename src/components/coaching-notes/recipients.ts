/** How the notes pages of one athlete or team speak of their recipient. */
export const RECIPIENTS = {
  user: {
    noun: "athlete",
    listFallback: "Athlete coaching notes",
    filter: "toUser",
    newNoteDescription: "A coaching note for one athlete.",
  },
  team: {
    noun: "team",
    listFallback: "Team coaching notes",
    filter: "toTeam",
    newNoteDescription: "A coaching note for every member of one team.",
  },
} as const;
