/**
 * Oracle mode ("reviewing and managing data"): the requested users', teams' and organisations' data in a date
 * range, limited to what the caller may see (oracle-scope.ts), as text for the model. Used by
 * POST /chats/initialize-oracle and by the send pipeline when a message carries oracleProps.
 */
import type { OracleProps } from "@/lib/contracts/chats/schemas";
import type { RequestContext } from "@/server/http/context";
import { oracleRange } from "./date-range";
import { loadOracleRecords } from "./oracle-records";
import { resolveOracleTargets } from "./oracle-scope";
import { renderOracleData } from "./render-oracle-data";

export interface OracleScope {
  users: number;
  teams: number;
  organizations: number;
  startDate: string;
  endDate: string;
  days: number;
  /** Requested ids outside the caller's scope: counted, never loaded. */
  dropped: { users: number; teams: number; organizations: number };
  /** Users in scope beyond the cap (ORACLE_USER_CAP), not loaded. */
  omittedUsers: number;
  truncated: boolean;
}

export interface OracleData {
  content: string;
  scope: OracleScope;
}

export async function loadOracleData(ctx: RequestContext, props: OracleProps): Promise<OracleData> {
  const range = oracleRange(props);
  const targets = await resolveOracleTargets(ctx, props);
  const records = await loadOracleRecords(targets, range);
  const { content, truncated } = renderOracleData({ records, targets, range, timezone: ctx.timezone });
  return {
    content,
    scope: {
      users: records.users.length,
      teams: records.teams.length,
      organizations: records.organizations.length,
      startDate: range.start.toISOString(),
      endDate: range.end.toISOString(),
      days: range.days,
      dropped: targets.dropped,
      omittedUsers: targets.omittedUsers,
      truncated,
    },
  };
}
