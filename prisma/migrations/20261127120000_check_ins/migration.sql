-- Check-ins: organisation rules for when the coaching agent reaches out to an athlete, the athlete's own choice
-- (off, or snoozed until a date), and each check-in made, at most one per athlete, reason and period.

ALTER TABLE "Organization" ADD COLUMN "checkInRules" JSONB;
ALTER TABLE "User" ADD COLUMN "checkInsOff" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "User" ADD COLUMN "checkInsSnoozedUntil" TIMESTAMP(3);

CREATE TABLE "CheckIn" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "__v" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "organizationId" VARCHAR(24) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    "reason" TEXT NOT NULL,
    "detail" JSONB NOT NULL,
    "period" TEXT NOT NULL,
    "chatId" VARCHAR(24),
    CONSTRAINT "CheckIn_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "CheckIn_userId_reason_period_key" ON "CheckIn"("userId", "reason", "period");
CREATE INDEX "CheckIn_organizationId_createdAt_idx" ON "CheckIn"("organizationId", "createdAt");
CREATE INDEX "CheckIn_userId_createdAt_idx" ON "CheckIn"("userId", "createdAt");

ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CheckIn" ADD CONSTRAINT "CheckIn_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
