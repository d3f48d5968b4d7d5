-- Versions instead of overwrites: an edited message or a regenerated reply is a new message beside the earlier
-- ones ("versionOf" names the first version), and what is no longer on the chat's active branch is set aside with
-- the messages after it ("inactiveBranch" names that set, restored together when the person goes back to it).
ALTER TABLE "Message" ADD COLUMN "versionOf" VARCHAR(24);
ALTER TABLE "Message" ADD COLUMN "inactiveBranch" VARCHAR(24);
CREATE INDEX "Message_chatId_versionOf_idx" ON "Message"("chatId", "versionOf");
CREATE INDEX "Message_chatId_inactiveBranch_idx" ON "Message"("chatId", "inactiveBranch");
