/**
 * How far a chat search reaches. Ranking every match costs a read of each matching row, so a word said in tens of
 * thousands of messages could not be ranked in time (docs/benchmarks.md, "Chat search"). Up to RANK_ALL_UP_TO
 * matches (messages, and chats by title, keywords or summary, anyone's), every chat of the caller is ranked; more,
 * and only their SEARCHED_RECENT_CHATS most recently active chats are, and the page says so.
 */
export const RANK_ALL_UP_TO = 500;
export const SEARCHED_RECENT_CHATS = 500;
