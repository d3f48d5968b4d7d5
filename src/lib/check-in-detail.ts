/**
 * What a check-in is about, how it is said in English (the notification, the coach's list), and the one line that
 * tells the model (and the offline provider, which reads it back) why the coaching agent opens the chat.
 */
export type CheckInDetail =
  | { reason: "idle"; days: number }
  | { reason: "goal-due"; goalId: string; title: string; progress: number; due: string }
  | { reason: "area-falling"; key: string; area: string; values: number[] };

export function checkInSummary(detail: CheckInDetail): string {
  switch (detail.reason) {
    case "idle":
      return `No chat or journal entry for ${detail.days} days`;
    case "goal-due":
      return `Goal “${detail.title}” is due on ${detail.due} and is at ${detail.progress}%`;
    case "area-falling":
      return `${detail.area} fell at the last two assessments (${[...detail.values].reverse().join(" → ")})`;
  }
}

const LINE = "Check-in reason: ";

/** The instruction a check-in's opening is written from. */
export function checkInInstruction(detail: CheckInDetail): string {
  return [
    "Check-in: you are opening this chat yourself; the athlete did not write first.",
    `Why: ${checkInSummary(detail)}.`,
    "Greet them warmly, say briefly and without blame why you are checking in, and ask one open question.",
    `${LINE}${JSON.stringify(detail)}`,
  ].join("\n");
}

/** The check-in an instruction line asks for, if any (the offline provider's reading of it). */
export function readCheckIn(texts: string[]): CheckInDetail | null {
  for (const text of texts) {
    const at = text.indexOf(LINE);
    if (at < 0) continue;
    try {
      return JSON.parse(text.slice(at + LINE.length).split("\n")[0]) as CheckInDetail;
    } catch {
      return null;
    }
  }
  return null;
}
