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

/** The demo academy's support contacts (the safeguarding support card shows them), unless an admin wrote others. */
export async function seedDemoSupportContacts(id: string): Promise<void> {
  await db.organization.updateMany({
    where: { id, supportContacts: "" },
    data: {
      supportContacts: [
        "Welfare officer: Robin Reyes, 555-0142 (weekdays 8:00-20:00)",
        "Head coach on duty: 555-0199",
        "In an emergency: call your local emergency number",
      ].join("\n"),
    },
  });
}
