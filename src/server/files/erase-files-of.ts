import { db } from "@/server/db";
import { storageOf } from "./storage";

/**
 * Deletes every file a person uploaded or that is theirs: the stored bytes first, then the records (messages and
 * agents that showed them lose them). For the erasure of a person; answers how many files went.
 */
export async function eraseFilesOf(userId: string): Promise<number> {
  const rows = await db.file.findMany({
    where: { OR: [{ userId }, { createdById: userId }] },
    select: { id: true, s3Url: true, s3FileKey: true },
  });
  for (const row of rows) {
    const storage = storageOf(row);
    if (storage && row.s3FileKey) await storage.remove(row.s3FileKey);
  }
  await db.file.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  return rows.length;
}
