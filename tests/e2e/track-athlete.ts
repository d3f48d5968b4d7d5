import { db } from "../../src/server/db";
import { upsertAccount } from "../../src/server/users/demo-accounts";
import { daysAgo } from "../support/clock";
import { PASSWORD } from "./support";

/**
 * A new athlete of the seeded Demo Academy's Track Team with the demo password, for a test that needs someone with
 * nothing else in their history (or, with joinedDaysAgo, someone who joined that long ago). Answers their id and
 * organisation.
 */
export async function makeTrackAthlete(email: string, name: string, joinedDaysAgo = 0) {
  const org = await db.organization.findUniqueOrThrow({
    where: { slug: "demo-academy" },
    select: { id: true, teams: { where: { name: "Track Team" }, select: { id: true } } },
  });
  const person = await upsertAccount({
    email,
    name,
    password: PASSWORD,
    role: "user",
    organizationId: org.id,
    teamIds: [org.teams[0].id],
    filledIntakeForm: true,
  });
  if (joinedDaysAgo > 0) {
    await db.user.update({ where: { id: person.id }, data: { createdAt: daysAgo(joinedDaysAgo) } });
  }
  return { id: person.id, organizationId: org.id };
}
