import { db } from "@/server/db";
import { goalDocument, goalInclude } from "./goal-document";

/** Every goal of a person, with its notes, oldest first: for the export of their data. */
export async function goalsOfPerson(userId: string) {
  const rows = await db.goal.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: goalInclude,
  });
  return rows.map(goalDocument);
}
