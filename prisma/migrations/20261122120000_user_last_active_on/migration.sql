-- AlterTable
ALTER TABLE "User" ADD COLUMN     "lastActiveOn" DATE;
