import type * as contract from "@/lib/contracts/agents";

export const CORE_INSTRUCTION_MAX: typeof contract.CORE_INSTRUCTION_MAX = 20_000;
