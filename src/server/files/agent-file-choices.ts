import { db } from "@/server/db";

/**
 * Of `ids`, the files of `organizationId` that may be put on an agent by `userId`: their own uploads, or files
 * already on the agent (`onAgent`), so an agent can keep a file someone else uploaded.
 */
export function filesForAgent(
  ids: string[],
  organizationId: string,
  userId: string,
  onAgent: string[],
): Promise<{ id: string }[]> {
  return db.file.findMany({
    where: { id: { in: ids }, organizationId, OR: [{ userId }, { id: { in: onAgent } }] },
    select: { id: true },
  });
}
