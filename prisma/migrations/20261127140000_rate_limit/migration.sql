-- Throttling moves to rate-limiter-flexible's PostgreSQL store: counts per account-and-client and per client
-- replace the per-e-mail counters, which let anyone lock an account's owner out.

DROP TABLE "AuthThrottle";

CREATE TABLE "RateLimit" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,
    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

CREATE INDEX "RateLimit_expire_idx" ON "RateLimit"("expire");
