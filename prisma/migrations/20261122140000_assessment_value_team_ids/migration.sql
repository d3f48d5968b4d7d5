-- The analytics overview compares teams: reading each value's teams from the value row itself (in the covering
-- index) costs far less than joining the link table, whose rows for a team span every section and every date.
-- AlterTable
ALTER TABLE "AssessmentValue" ADD COLUMN     "linkedTeamIds" VARCHAR(24)[] DEFAULT ARRAY[]::VARCHAR(24)[];

UPDATE "AssessmentValue" av
SET "linkedTeamIds" = l.teams
FROM (SELECT "A", array_agg("B" ORDER BY "B") AS teams FROM "_AssessmentValueToTeam" GROUP BY "A") l
WHERE l."A" = av.id;

-- Kept in step with the links by whoever writes them (Prisma's nested connect, plain SQL, cascades).
CREATE FUNCTION assessment_value_linked_team_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "AssessmentValue" av
  SET "linkedTeamIds" = coalesce(
    (SELECT array_agg(l."B" ORDER BY l."B") FROM "_AssessmentValueToTeam" l WHERE l."A" = av.id),
    ARRAY[]::VARCHAR(24)[])
  WHERE av.id IN (SELECT DISTINCT "A" FROM changed);
  RETURN NULL;
END
$$;

CREATE TRIGGER "AssessmentValueToTeam_inserted" AFTER INSERT ON "_AssessmentValueToTeam"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION assessment_value_linked_team_ids();
CREATE TRIGGER "AssessmentValueToTeam_deleted" AFTER DELETE ON "_AssessmentValueToTeam"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION assessment_value_linked_team_ids();

-- DropIndex
DROP INDEX "AssessmentValue_analytics_idx";

-- CreateIndex
CREATE INDEX "AssessmentValue_analytics_idx" ON "AssessmentValue"("organizationId", "section", "date", "key", "userId", "value", "linkedTeamIds");
