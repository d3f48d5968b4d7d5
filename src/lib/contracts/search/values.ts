export const SEARCH_TEXT_MAX = 200;
