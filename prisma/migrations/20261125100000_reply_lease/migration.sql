-- One running reply per chat across app instances (issue 19): the instance writing the reply of a chat holds its lease
-- and renews it while the reply streams, and an expired lease means that instance died, and any instance may close
-- the reply it left and take the chat. The row stays after a reply: `releases` counts finished replies, so a send
-- that read the history before a reply on another instance ended can tell (src/server/chats/send/reply-lease.ts).

-- CreateTable
CREATE TABLE "ReplyLease" (
    "chatId" TEXT NOT NULL,
    "owner" TEXT,
    "expiresAt" TIMESTAMPTZ(3),
    "idFromClient" TEXT,
    "userMessageId" TEXT,
    "messageId" TEXT,
    "releases" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReplyLease_pkey" PRIMARY KEY ("chatId")
);

-- CreateIndex
CREATE INDEX "ReplyLease_expiresAt_idx" ON "ReplyLease"("expiresAt");
