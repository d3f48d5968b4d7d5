import type * as contract from "@/lib/contracts/journals";

export const JOURNAL_TITLE_MAX: typeof contract.JOURNAL_TITLE_MAX = 255;
export const JOURNAL_TEXT_MAX: typeof contract.JOURNAL_TEXT_MAX = 50_000;
export const JOURNAL_IMAGES_MAX: typeof contract.JOURNAL_IMAGES_MAX = 20;
