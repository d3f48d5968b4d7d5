-- Thumbs up or down with an optional comment on an agent reply (issue 20), one per person and message. Admins read
-- them in the usage report, by organisation and newest first. The feedback outlives the reply it rated: writing the
-- reply again deletes the old message, so messageId becomes null and `reply` keeps the text that was rated.

-- CreateTable
CREATE TABLE "MessageFeedback" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "messageId" VARCHAR(24),
    "chatId" VARCHAR(24) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    "agentId" VARCHAR(24),
    "organizationId" VARCHAR(24),
    "rating" INTEGER NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "reply" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "MessageFeedback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MessageFeedback_messageId_userId_key" ON "MessageFeedback"("messageId", "userId");

-- CreateIndex
CREATE INDEX "MessageFeedback_organizationId_createdAt_idx" ON "MessageFeedback"("organizationId", "createdAt");

-- AddForeignKey
ALTER TABLE "MessageFeedback" ADD CONSTRAINT "MessageFeedback_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageFeedback" ADD CONSTRAINT "MessageFeedback_chatId_fkey" FOREIGN KEY ("chatId") REFERENCES "Chat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageFeedback" ADD CONSTRAINT "MessageFeedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageFeedback" ADD CONSTRAINT "MessageFeedback_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE SET NULL ON UPDATE CASCADE;
