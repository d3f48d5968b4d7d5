import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleCases } from "./case-scope";

/** GET /safeguarding/urgent: the caller's urgent cases still open (no one acknowledged them), oldest first. */
export async function urgentCases(ctx: RequestContext) {
  const rows = await db.safeguardingCase.findMany({
    where: { AND: [await visibleCases(ctx), { severity: "urgent", status: "open" }] },
    orderBy: { createdAt: "asc" },
    take: 20,
    select: { id: true, kind: true, createdAt: true, athlete: { select: { name: true } } },
  });
  return rows.map((r) => ({
    _id: r.id,
    athleteName: r.athlete.name,
    kind: r.kind as never,
    createdAt: r.createdAt.toISOString(),
  }));
}
