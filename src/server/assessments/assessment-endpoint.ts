/**
 * The route handler of the three assessment runs: with `Accept: text/event-stream` the answer is a stream of
 * `progress` events ({done, total, current}) and a final `result` event (the ProcessResult); otherwise the plain
 * JSON ProcessResult once the run is over. Checks (authentication, §6 rule, context, body, scope) happen before
 * either starts, so a refusal is the JSON §8 envelope in both cases. The items run as jobs (run-assessments.ts):
 * a client that leaves does not stop the run, and if this process dies, the jobs are finished by another.
 */

import type { Endpoint, SseEndpoint } from "@/lib/api/define";
import type { EndpointKey } from "@/lib/api/rules";
import { ASSESSMENT_EVENTS, processResultSchema } from "@/lib/contracts/assessments";
import type { RequestContext } from "@/server/http/context";
import { endpoint, type Input, type Schemas } from "@/server/http/endpoint";
import type { SchemasOf } from "@/server/http/schemas";
import { type SseSink, sseEndpoint, streamOrJson } from "@/server/http/sse";
import { type AssessmentPlan, runAssessments } from "./run-assessments";

type Handler = ReturnType<typeof streamOrJson>;
type Plan<S extends Schemas> = (ctx: RequestContext, input: Input<S>) => Promise<AssessmentPlan>;

function runWithEvents(planned: AssessmentPlan) {
  return async (sink: SseSink) => {
    const result = await runAssessments(planned, (progress) =>
      sink.send(ASSESSMENT_EVENTS.progress, progress),
    );
    sink.send(ASSESSMENT_EVENTS.result, result);
  };
}

/** With a table entry (its events and JSON answer checked like any other), or (domains not yet in the table) a key. */
export function assessmentEndpoint<D extends Endpoint<SseEndpoint>>(
  def: D,
  plan: Plan<SchemasOf<D>>,
): Handler;
export function assessmentEndpoint<S extends Schemas>(key: EndpointKey, schemas: S, plan: Plan<S>): Handler;
export function assessmentEndpoint(
  ref: Endpoint<SseEndpoint> | EndpointKey,
  a: unknown,
  b?: unknown,
): Handler {
  if (typeof ref === "string") {
    const schemas = a as Schemas;
    const plan = b as Plan<Schemas>;
    const json = endpoint(ref, schemas, async (ctx, input) => runAssessments(await plan(ctx, input)));
    const stream = sseEndpoint(ref, schemas, async (ctx, input) => runWithEvents(await plan(ctx, input)));
    return streamOrJson(stream, json, stream);
  }
  const plan = a as Plan<Schemas>;
  const json = endpoint(
    { ...ref, kind: "json", response: ref.response ?? processResultSchema },
    async (ctx, input) => runAssessments(await plan(ctx, input as Input<Schemas>)),
  );
  const stream = sseEndpoint(ref, async (ctx, input) =>
    runWithEvents(await plan(ctx, input as Input<Schemas>)),
  );
  return streamOrJson(stream, json, stream);
}
