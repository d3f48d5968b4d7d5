/**
 * Every endpoint's §6 rule set, by key ("METHOD /path"), as the endpoint table gives it. Read by the permission
 * matrix, the fuzz suite and the session rules' tests; route handlers read the rule from their entry.
 */
import type { RuleSet } from "@/lib/permissions";
import { ENDPOINT_LIST, type TableKey } from "./endpoint-table";

export type EndpointKey = TableKey;

export const ENDPOINT_RULES = Object.fromEntries(ENDPOINT_LIST.map((e) => [e.key, e.rule])) as Record<
  EndpointKey,
  RuleSet
>;
