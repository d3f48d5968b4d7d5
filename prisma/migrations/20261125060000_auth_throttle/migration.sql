-- Sign-in and password-reset throttling (issue 18): counters per e-mail and per client address, shared by every
-- app instance. Updated only by single-statement upserts in src/server/auth/throttle.ts.

-- CreateTable
CREATE TABLE "AuthThrottle" (
    "scope" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "blockedUntil" TIMESTAMPTZ(3),
    "lastAttemptAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AuthThrottle_pkey" PRIMARY KEY ("scope","subject")
);

-- CreateIndex
CREATE INDEX "AuthThrottle_lastAttemptAt_idx" ON "AuthThrottle"("lastAttemptAt");
