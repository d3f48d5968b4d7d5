import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleAgents } from "./scope";

/**
 * Whether file `fileId` belongs (as one of its files or retrieval files) to an agent the caller may see: for
 * GET /files/download (src/server/downloads/file-access.ts), where such a file may be read by coaches and admins.
 */
export async function fileOnVisibleAgent(ctx: RequestContext, fileId: string): Promise<boolean> {
  // An agent's files are part of its instructions, which athletes are not shown (agentDocumentFor).
  if (ctx.user.role === "user" && !ctx.user.isAdminMaster) return false;
  const agent = await db.agent.findFirst({
    where: {
      AND: [
        visibleAgents(ctx),
        { OR: [{ files: { some: { id: fileId } } }, { filesAsRetrieval: { some: { id: fileId } } }] },
      ],
    },
    select: { id: true },
  });
  return agent !== null;
}
