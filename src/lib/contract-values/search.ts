import type * as contract from "@/lib/contracts/search";

export const SEARCH_TEXT_MAX: typeof contract.SEARCH_TEXT_MAX = 200;
