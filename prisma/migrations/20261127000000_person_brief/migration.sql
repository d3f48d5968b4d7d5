-- The person's brief (what the coach knows about them) and the memory that grows it.
-- An agent says which of the person's data it reads and within how many tokens; the person says which sources stay
-- out of every AI turn and whether the AI may learn from them. Facts the AI learned keep their provenance
-- (learnedFacts: field -> {source, sourceId, messageId, at}); a person's own correction of a field is dated in
-- correctedFacts, and a later proposal of the same field never overwrites it. Organisations say how many sessions
-- pass between routine assessments.

ALTER TABLE "Agent" ADD COLUMN "briefSources" TEXT[] NOT NULL DEFAULT ARRAY['profile', 'goals', 'journals', 'assessments', 'chats', 'notes']::TEXT[];
ALTER TABLE "Agent" ADD COLUMN "briefTokenBudget" INTEGER NOT NULL DEFAULT 1500;

ALTER TABLE "UserDetails" ADD COLUMN "briefSourcesOff" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "UserDetails" ADD COLUMN "learningPaused" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "UserDetails" ADD COLUMN "learnedFacts" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "UserDetails" ADD COLUMN "correctedFacts" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "Organization" ADD COLUMN "routineAssessmentEvery" INTEGER NOT NULL DEFAULT 5;
