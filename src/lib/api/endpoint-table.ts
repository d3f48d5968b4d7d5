/**
 * The endpoint table: every endpoint of the API, by domain. Route handlers, the permission table
 * (src/lib/api/rules.ts), the browser's client (src/lib/api/call.ts), the permission matrix, the fuzz suite and
 * the OpenAPI document (src/lib/api/openapi.ts) are all made from it. Components import the domain they use
 * (`@/lib/contracts/goals/endpoints`) rather than this index, so a page's bundle carries only its domains' schemas.
 */

import { agents } from "@/lib/contracts/agents/endpoints";
import { analytics } from "@/lib/contracts/analytics/endpoints";
import { assessments } from "@/lib/contracts/assessments/endpoints";
import { audit } from "@/lib/contracts/audit/endpoints";
import { chats } from "@/lib/contracts/chats/endpoints";
import { checkIns } from "@/lib/contracts/check-ins/endpoints";
import { coachingNotes } from "@/lib/contracts/coaching-notes/endpoints";
import { files } from "@/lib/contracts/files/endpoints";
import { goals } from "@/lib/contracts/goals/endpoints";
import { journals } from "@/lib/contracts/journals/endpoints";
import { notifications } from "@/lib/contracts/notifications/endpoints";
import { organizations } from "@/lib/contracts/organizations/endpoints";
import { reference } from "@/lib/contracts/reference/endpoints";
import { reports } from "@/lib/contracts/reports/endpoints";
import { resources } from "@/lib/contracts/resources/endpoints";
import { safeguarding } from "@/lib/contracts/safeguarding/endpoints";
import { search } from "@/lib/contracts/search/endpoints";
import { teams } from "@/lib/contracts/teams/endpoints";
import { users } from "@/lib/contracts/users/endpoints";
import type { Endpoint } from "./define";

export const endpoints = {
  agents,
  analytics,
  assessments,
  audit,
  chats,
  checkIns,
  coachingNotes,
  files,
  goals,
  journals,
  notifications,
  organizations,
  reference,
  reports,
  resources,
  safeguarding,
  search,
  teams,
  users,
} as const;

type Domains = typeof endpoints;
/** Every entry of the table. */
export type TableEndpoint = { [D in keyof Domains]: Domains[D][keyof Domains[D]] }[keyof Domains];
export type TableKey = TableEndpoint["key"];

export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(endpoints).flatMap((domain) =>
  Object.values(domain),
);
