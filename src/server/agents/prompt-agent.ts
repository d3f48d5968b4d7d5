import { db } from "@/server/db";

/** Agent `id` as a prompt needs it (name, state, core instruction), if it is the organisation's or global. */
export function promptAgent(id: string, organizationId: string) {
  return db.agent.findFirst({
    where: { id, OR: [{ organizationId }, { organizationId: null }] },
    select: { id: true, name: true, active: true, coreInstruction: true },
  });
}
