export const CORE_INSTRUCTION_MAX = 20_000;

/** An agent's conversation starters: how many, and how long each may be. */
export const STARTERS_MAX = 4;
export const STARTER_MAX_LENGTH = 200;
