-- A session remembers the identity-provider account it signed in with and when the provider was last asked
-- whether that account's sessions were revoked since (a password reset through the provider's e-mail).

ALTER TABLE "AuthSession" ADD COLUMN "providerUid" TEXT;
ALTER TABLE "AuthSession" ADD COLUMN "providerCheckedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
