/**
 * Every endpoint's §6 rule set, by key. Read by the route handlers' pipeline and by the permission tests.
 */
import type { RuleSet } from "@/lib/permissions";
import { ENDPOINT_LIST, type TableKey } from "./endpoints";

/**
 * The endpoints of §7 whose domains have not moved to the endpoint table yet, with their rule sets (each domain
 * leaves this list when its entries, with their response schemas, are in the table).
 */
const LEGACY_RULES = {} as const satisfies Record<string, RuleSet>;

/** Every endpoint's key ("METHOD /path"): the table's, and the legacy list's. */
export type EndpointKey = keyof typeof LEGACY_RULES | TableKey;

/** Every endpoint mapped to its rule set. */
export const ENDPOINT_RULES = {
  ...LEGACY_RULES,
  ...Object.fromEntries(ENDPOINT_LIST.map((e) => [e.key, e.rule])),
} as Record<EndpointKey, RuleSet>;

export function ruleFor(endpoint: EndpointKey): RuleSet {
  return ENDPOINT_RULES[endpoint];
}
