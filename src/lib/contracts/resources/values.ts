/** Where an instruction goes in the prompt, in order; the one list the contract, the trigger engine and the forms use. */
export const PLACEMENTS = ["start", "middle", "end"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** The roles an instruction may speak in. */
export const INSTRUCTION_ROLES = ["system", "user"] as const;
export type PromptRole = (typeof INSTRUCTION_ROLES)[number];
