-- Up to four conversation starters an agent offers on a new chat.
ALTER TABLE "Agent" ADD COLUMN "conversationStarters" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
