import { db } from "@/server/db";

/** Every assessment value of a person (section, key, value, date), oldest first: for the export of their data. */
export async function valuesOfPerson(userId: string) {
  const rows = await db.assessmentValue.findMany({
    where: { userId },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  return rows.map(({ id, userId: _user, organizationId: _org, ...row }) => ({ _id: id, ...row }));
}
