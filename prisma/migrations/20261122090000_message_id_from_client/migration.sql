-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "idFromClient" VARCHAR(100);

-- CreateIndex
CREATE UNIQUE INDEX "Message_chatId_idFromClient_key" ON "Message"("chatId", "idFromClient");
