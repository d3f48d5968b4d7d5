-- Notifications: read state per reader, and the organisation a notification belongs to (issue 7).

-- hasRead was one flag for every recipient: it becomes one row per reader in "NotificationRead".
-- DropIndex
DROP INDEX "Notification_hasRead_idx";

-- AlterTable
ALTER TABLE "Notification" DROP COLUMN "hasRead",
ADD COLUMN     "organizationId" VARCHAR(24);

-- CreateTable
CREATE TABLE "NotificationRead" (
    "notificationId" VARCHAR(24) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotificationRead_pkey" PRIMARY KEY ("notificationId","userId")
);

-- CreateIndex
CREATE INDEX "NotificationRead_userId_idx" ON "NotificationRead"("userId");

-- CreateIndex
CREATE INDEX "Notification_organizationId_createdAt_idx" ON "Notification"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_createdById_createdAt_idx" ON "Notification"("createdById", "createdAt");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationRead" ADD CONSTRAINT "NotificationRead_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationRead" ADD CONSTRAINT "NotificationRead_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "Addressed to me" looks the link tables up by recipient (B) and needs only the notification id (A): covering
-- indexes make those lookups index-only. Implicit many-to-many tables cannot declare indexes in schema.prisma,
-- so these live in the migration only (like "_AssessmentValueToTeam_BA_idx").
CREATE INDEX "_NotificationUsers_BA_idx" ON "_NotificationUsers"("B", "A");
CREATE INDEX "_NotificationToTeam_BA_idx" ON "_NotificationToTeam"("B", "A");
CREATE INDEX "_NotificationToOrganization_BA_idx" ON "_NotificationToOrganization"("B", "A");
