/**
 * The endpoint table as the browser uses it: each entry's key, method and path, without its zod schemas. The
 * browser only needs to know where an endpoint is (src/lib/api/call.ts); importing the table itself would put
 * zod and every contract of a domain in the page's script, most of a dashboard page's JavaScript.
 * The compiler keeps this in step with the table: every entry of each domain, each with the table's exact key.
 */

import { agentsRoutes } from "@/lib/contracts/agents/routes";
import { analyticsRoutes } from "@/lib/contracts/analytics/routes";
import { assessmentsRoutes } from "@/lib/contracts/assessments/routes";
import { auditRoutes } from "@/lib/contracts/audit/routes";
import { chatsRoutes } from "@/lib/contracts/chats/routes";
import { checkInsRoutes } from "@/lib/contracts/check-ins/routes";
import { coachingNotesRoutes } from "@/lib/contracts/coaching-notes/routes";
import { filesRoutes } from "@/lib/contracts/files/routes";
import { goalsRoutes } from "@/lib/contracts/goals/routes";
import { journalsRoutes } from "@/lib/contracts/journals/routes";
import { notificationsRoutes } from "@/lib/contracts/notifications/routes";
import { organizationsRoutes } from "@/lib/contracts/organizations/routes";
import { referenceRoutes } from "@/lib/contracts/reference/routes";
import { reportsRoutes } from "@/lib/contracts/reports/routes";
import { resourcesRoutes } from "@/lib/contracts/resources/routes";
import { safeguardingRoutes } from "@/lib/contracts/safeguarding/routes";
import { searchRoutes } from "@/lib/contracts/search/routes";
import { teamsRoutes } from "@/lib/contracts/teams/routes";
import { usersRoutes } from "@/lib/contracts/users/routes";
import type { Endpoint } from "./define";
import type { endpoints } from "./endpoint-table";

type Table = typeof endpoints;

/** What the browser keeps of an entry: how to reach it. Its type still names the entry, for call()'s types. */
export type BrowserEndpoint<E extends Endpoint = Endpoint> = Pick<E, "key" | "method" | "path"> & {
  /** Never set: carries the entry's type only. */
  readonly entry?: E;
};

/** The table's entry behind a browser endpoint. */
export type EntryOf<B> = B extends BrowserEndpoint<infer E> ? E : never;

type Domain<D> = { readonly [K in keyof D]: D[K] extends Endpoint ? BrowserEndpoint<D[K]> : never };
type Keys<D> = { readonly [K in keyof D]: D[K] extends { key: infer Key } ? Key : never };

function domain<D>(keys: Keys<D>): Domain<D> {
  const entries = Object.entries(keys as Record<string, string>).map(([name, key]) => {
    const space = key.indexOf(" ");
    return [name, { key, method: key.slice(0, space), path: key.slice(space + 1) }];
  });
  return Object.fromEntries(entries) as Domain<D>;
}

export const agents = /*#__PURE__*/ domain<Table["agents"]>(agentsRoutes);

export const analytics = /*#__PURE__*/ domain<Table["analytics"]>(analyticsRoutes);

export const assessments = /*#__PURE__*/ domain<Table["assessments"]>(assessmentsRoutes);

export const chats = /*#__PURE__*/ domain<Table["chats"]>(chatsRoutes);

export const checkIns = /*#__PURE__*/ domain<Table["checkIns"]>(checkInsRoutes);

export const coachingNotes = /*#__PURE__*/ domain<Table["coachingNotes"]>(coachingNotesRoutes);

export const files = /*#__PURE__*/ domain<Table["files"]>(filesRoutes);

export const goals = /*#__PURE__*/ domain<Table["goals"]>(goalsRoutes);

export const journals = /*#__PURE__*/ domain<Table["journals"]>(journalsRoutes);

export const notifications = /*#__PURE__*/ domain<Table["notifications"]>(notificationsRoutes);

export const organizations = /*#__PURE__*/ domain<Table["organizations"]>(organizationsRoutes);

export const reference = /*#__PURE__*/ domain<Table["reference"]>(referenceRoutes);

export const reports = /*#__PURE__*/ domain<Table["reports"]>(reportsRoutes);

export const resources = /*#__PURE__*/ domain<Table["resources"]>(resourcesRoutes);

export const audit = /*#__PURE__*/ domain<Table["audit"]>(auditRoutes);

export const safeguarding = /*#__PURE__*/ domain<Table["safeguarding"]>(safeguardingRoutes);

export const search = /*#__PURE__*/ domain<Table["search"]>(searchRoutes);

export const teams = /*#__PURE__*/ domain<Table["teams"]>(teamsRoutes);

export const users = /*#__PURE__*/ domain<Table["users"]>(usersRoutes);
