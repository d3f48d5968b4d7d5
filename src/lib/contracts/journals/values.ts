export const JOURNAL_TITLE_MAX = 255;
export const JOURNAL_TEXT_MAX = 50_000;
export const JOURNAL_IMAGES_MAX = 20;
