/**
 * A team of the demo seed (src/server/seed/demo.ts), found by its slug in its organisation. Idempotent: an
 * existing team is returned as it is (edits made in the demo stay).
 */
import { db } from "@/server/db";

export async function upsertDemoTeam(organizationId: string, slug: string, name: string) {
  return db.team.upsert({
    where: { organizationId_slug: { organizationId, slug } },
    update: {},
    create: { organizationId, slug, name, description: `${name} (demo)` },
  });
}
