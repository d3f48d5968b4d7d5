export const GOAL_TEXT_MAX = { title: 255, target: 1000, motivation: 5000, justification: 5000 } as const;
export const GOAL_STREAM_EVENTS = { goals: "goals" } as const;
