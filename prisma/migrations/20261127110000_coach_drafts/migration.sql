-- AI drafts for coaches: a coaching note the AI wrote (fromAI) stays a draft until a coach approves it (who and
-- when are kept); it names the chats and journal entries it was written from.

ALTER TABLE "CoachingNote" ADD COLUMN "approvedAt" TIMESTAMP(3);
ALTER TABLE "CoachingNote" ADD COLUMN "approvedById" VARCHAR(24);
ALTER TABLE "CoachingNote" ADD COLUMN "sources" JSONB;

ALTER TABLE "CoachingNote" ADD CONSTRAINT "CoachingNote_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
