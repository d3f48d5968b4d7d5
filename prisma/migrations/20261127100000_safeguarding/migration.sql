-- Safeguarding: who an athlete can turn to (the organisation's support contacts), who is told of a concern (users
-- flagged as safeguarding leads), and the cases leads work, with a record of every view and action on them.

ALTER TABLE "Organization" ADD COLUMN "supportContacts" TEXT NOT NULL DEFAULT '';
ALTER TABLE "User" ADD COLUMN "safeguardingLead" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "SafeguardingCase" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" VARCHAR(24) NOT NULL,
    "athleteId" VARCHAR(24) NOT NULL,
    "source" TEXT NOT NULL,
    "chatId" VARCHAR(24),
    "messageId" VARCHAR(24),
    "journalId" VARCHAR(24),
    "kind" TEXT NOT NULL,
    "severity" TEXT NOT NULL,
    "detector" TEXT NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "concerns" JSONB NOT NULL,
    "context" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "leadIds" TEXT[],
    "assigneeId" VARCHAR(24),
    "acknowledgedAt" TIMESTAMP(3),
    "acknowledgedById" VARCHAR(24),
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" VARCHAR(24),
    "outcome" TEXT,
    CONSTRAINT "SafeguardingCase_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "SafeguardingCaseEvent" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "caseId" VARCHAR(24) NOT NULL,
    "actorId" VARCHAR(24),
    "action" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "SafeguardingCaseEvent_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "SafeguardingCase_organizationId_status_createdAt_idx" ON "SafeguardingCase"("organizationId", "status", "createdAt");
CREATE INDEX "SafeguardingCase_athleteId_kind_status_idx" ON "SafeguardingCase"("athleteId", "kind", "status");
CREATE INDEX "SafeguardingCaseEvent_caseId_createdAt_idx" ON "SafeguardingCaseEvent"("caseId", "createdAt");

ALTER TABLE "SafeguardingCase" ADD CONSTRAINT "SafeguardingCase_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SafeguardingCase" ADD CONSTRAINT "SafeguardingCase_athleteId_fkey" FOREIGN KEY ("athleteId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SafeguardingCase" ADD CONSTRAINT "SafeguardingCase_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "SafeguardingCaseEvent" ADD CONSTRAINT "SafeguardingCaseEvent_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SafeguardingCase"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SafeguardingCaseEvent" ADD CONSTRAINT "SafeguardingCaseEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
