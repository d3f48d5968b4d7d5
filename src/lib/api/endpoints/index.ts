/**
 * The endpoint table: every endpoint of the API, by domain. Route handlers, the permission table
 * (src/lib/api/rules.ts), the browser's client (src/lib/api/call.ts), the permission matrix, the fuzz suite and
 * the OpenAPI document (src/lib/api/openapi.ts) are all made from it. Components import the domain they use
 * (`@/lib/api/endpoints/goals`) rather than this index, so a page's bundle carries only its domains' schemas.
 */
import type { Endpoint } from "../define";
import { agents } from "./agents";
import { analytics } from "./analytics";
import { assessments } from "./assessments";
import { audit } from "./audit";
import { chats } from "./chats";
import { checkIns } from "./check-ins";
import { coachingNotes } from "./coaching-notes";
import { files } from "./files";
import { goals } from "./goals";
import { journals } from "./journals";
import { notifications } from "./notifications";
import { organizations } from "./organizations";
import { reference } from "./reference";
import { reports } from "./reports";
import { resources } from "./resources";
import { safeguarding } from "./safeguarding";
import { search } from "./search";
import { teams } from "./teams";
import { users } from "./users";

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
