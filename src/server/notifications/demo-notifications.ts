/**
 * A welcome notification to the whole demo organisation, so the bell in the header has something to show on a
 * fresh install. Idempotent: found by its metadata kind in that organisation before being created (a re-run
 * never adds a second one, and never changes who has read it).
 */
import { systemText } from "@/lib/contracts/notifications/system-texts";
import { ROUTES } from "@/lib/routes";
import { db } from "@/server/db";
import { storeNotification } from "@/server/notifications/notify";

export const DEMO_WELCOME_KIND = "demo-welcome";

export async function seedDemoNotifications(organizationId: string): Promise<void> {
  const existing = await db.notification.findFirst({
    where: { organizationId, type: "organization", metadata: { path: ["kind"], equals: DEMO_WELCOME_KIND } },
    select: { id: true },
  });
  if (existing) return;
  await storeNotification({
    type: "organization",
    organizationIds: [organizationId],
    organizationId,
    title: "Welcome to Demo Academy",
    message:
      "This is your notification bell: feedback from your coach, finished assessments and completed goals show up here.",
    level: "info",
    metadata: {
      href: ROUTES.dashboard,
      kind: DEMO_WELCOME_KIND,
      ...systemText(
        { key: "welcome.title", values: { organization: "Demo Academy" } },
        { key: "welcome.message" },
      ),
    },
    createdById: null,
  });
}
