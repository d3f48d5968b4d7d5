import type { FileReference } from "@/lib/contracts/files/schemas";
import { db } from "@/server/db";
import { fileReference } from "./file-reference";
import { readBytes, storageOf } from "./storage";

export interface PersonFile {
  reference: FileReference;
  /** The stored bytes, read when asked (one file at a time); null when they are gone. */
  bytes(): Promise<Uint8Array | null>;
}

/** The files a person uploaded or that are theirs, oldest first: for the export of their data. */
export async function filesOfPerson(userId: string): Promise<PersonFile[]> {
  const rows = await db.file.findMany({
    where: { OR: [{ userId }, { createdById: userId }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({
    reference: fileReference(row),
    async bytes() {
      const storage = storageOf(row);
      return storage && row.s3FileKey ? readBytes(storage, row.s3FileKey) : null;
    },
  }));
}
