/**
 * An organisation of the demo seed (src/server/seed/demo.ts), found by its slug. Idempotent: an existing
 * organisation is returned as it is (edits made in the demo stay).
 */
import { db } from "@/server/db";

export async function upsertDemoOrganization(slug: string, name: string, masterOrganization: boolean) {
  return db.organization.upsert({
    where: { slug },
    update: {},
    create: { slug, name, masterOrganization, description: `${name} (demo)` },
  });
}
