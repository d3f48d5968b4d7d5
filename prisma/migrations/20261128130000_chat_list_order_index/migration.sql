-- The chat lists' first page through an index: POST /chats/paginate and GET /chats/by-user/{id} order a person's
-- unarchived chats in an organisation by activity (src/server/chats/lists/chat-order.ts, LIST_ORDER: last message
-- first, chats without one last, then creation, then id). With this index the page is the first rows of one index
-- range, checked against the participant filter, instead of a sort of every chat of the organisation (100,000 chats:
-- 1 ms against 350 ms), and the list's bounded count (src/server/list/paginate.ts) stops after its cap in the same
-- range. NULLS LAST cannot be written in schema.prisma, so the index lives here only, like the GIN indexes of the
-- full-text search.
CREATE INDEX "Chat_organizationId_isArchived_activity_idx"
  ON "Chat" ("organizationId", "isArchived", "lastMessageAt" DESC NULLS LAST, "createdAt" DESC, "id" DESC);
