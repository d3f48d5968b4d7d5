-- Analytics overview (src/server/analytics/overview-statement.ts): the section's values of an organisation in a
-- date range, read by an index-only scan (every column the statement needs is in the index).
-- CreateIndex
CREATE INDEX "AssessmentValue_analytics_idx" ON "AssessmentValue"("organizationId", "section", "date", "key", "userId", "value", "id");

-- The values linked to the compared teams, without visiting the link table itself. Implicit many-to-many tables
-- cannot declare indexes in schema.prisma, so this one lives in the migration only.
CREATE INDEX "_AssessmentValueToTeam_BA_idx" ON "_AssessmentValueToTeam"("B", "A");
