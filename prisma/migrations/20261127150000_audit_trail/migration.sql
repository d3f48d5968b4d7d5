-- The audit trail: who did what, to whom, in which organisation, when, from which client. Append-only: the
-- database refuses UPDATE and TRUNCATE, and a DELETE of anything younger than the organisation's retention.
-- People are named by a pseudonym (AuditSubject), never by id, e-mail or name: erasing a person deletes their
-- pseudonym's row, and what remains of them in the trail can no longer be tied to anyone.

ALTER TABLE "Organization" ADD COLUMN "auditRetentionDays" INTEGER NOT NULL DEFAULT 365;

CREATE TABLE "AuditSubject" (
    "pseudonym" VARCHAR(32) NOT NULL,
    "userId" VARCHAR(24) NOT NULL,
    CONSTRAINT "AuditSubject_pkey" PRIMARY KEY ("pseudonym")
);
CREATE UNIQUE INDEX "AuditSubject_userId_key" ON "AuditSubject"("userId");
ALTER TABLE "AuditSubject" ADD CONSTRAINT "AuditSubject_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "AuditEvent" (
    "id" VARCHAR(24) NOT NULL DEFAULT object_id(),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "organizationId" VARCHAR(24),
    "action" TEXT NOT NULL,
    "actor" VARCHAR(32),
    "target" VARCHAR(32),
    "targetType" TEXT,
    "targetId" VARCHAR(24),
    "clientAddress" TEXT,
    "userAgent" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AuditEvent_organizationId_createdAt_idx" ON "AuditEvent"("organizationId", "createdAt");
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");
CREATE INDEX "AuditEvent_actor_idx" ON "AuditEvent"("actor");
CREATE INDEX "AuditEvent_target_idx" ON "AuditEvent"("target");

CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keep_days INTEGER;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT "auditRetentionDays" INTO keep_days FROM "Organization" WHERE id = OLD."organizationId";
    IF OLD."createdAt" < now() - make_interval(days => coalesce(keep_days, 365)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'The audit trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditEvent_append_only" BEFORE UPDATE OR DELETE ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION audit_event_append_only();
CREATE TRIGGER "AuditEvent_no_truncate" BEFORE TRUNCATE ON "AuditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_append_only();
