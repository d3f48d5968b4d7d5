/**
 * Outside production every JSON answer of an endpoint of the table is parsed by the entry's response schema, as
 * the browser would receive it (after JSON). A mismatch is a bug of the handler: it is logged and the request
 * fails with INTERNAL_ERROR, so an API test that reaches it fails. In production the check is off (it costs a
 * parse per answer) unless CHECK_RESPONSES=1.
 */
import type { z } from "zod";
import { log } from "@/server/log";

const enabled = process.env.NODE_ENV !== "production" || process.env.CHECK_RESPONSES === "1";

export class ResponseContractError extends Error {
  constructor(key: string, issues: string[]) {
    super(`${key} answered a shape its contract does not promise: ${issues.join("; ")}`);
    this.name = "ResponseContractError";
  }
}

export function checkResponse(def: { key: string; response?: z.ZodType }, result: unknown): void {
  if (!enabled || !def.response) return;
  const wire: unknown = JSON.parse(JSON.stringify(result ?? null));
  const parsed = def.response.safeParse(wire);
  if (parsed.success) return;
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  log.error("response breaks its contract", { where: def.key, issues });
  throw new ResponseContractError(def.key, issues);
}

/** The same check for one event of a stream; events the entry does not describe (`error`) pass as they are. */
export function checkEvent(
  def: { key: string; events: Record<string, z.ZodType> },
  event: string,
  data: unknown,
): void {
  const schema = Object.hasOwn(def.events, event) ? def.events[event] : undefined;
  if (schema) checkResponse({ key: `${def.key} (event ${event})`, response: schema }, data);
}
