/**
 * The route handler of the three assessment runs: with `Accept: text/event-stream` the answer is a stream of
 * `progress` events ({done, total, current}) and a final `result` event (the ProcessResult); otherwise the plain
 * JSON ProcessResult once the run is over. Checks (authentication, §6 rule, context, body, scope) happen before
 * either starts, so a refusal is the JSON §8 envelope in both cases. The items run as jobs (run-assessments.ts):
 * a client that leaves does not stop the run, and if this process dies, the jobs are finished by another.
 */

import type { Endpoint, JsonEndpoint, SseEndpoint } from "@/lib/api/define";
import { ASSESSMENT_EVENTS, processResultSchema } from "@/lib/contracts/assessments/schemas";
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

/** The entry's events and JSON answer are checked like any other endpoint's. */
export function assessmentEndpoint<D extends Endpoint<SseEndpoint>>(
  def: D,
  plan: Plan<SchemasOf<D>>,
): Handler {
  // `plan` is typed by the entry's schemas; the pipeline parses the input with exactly those.
  const run = plan as unknown as Plan<Schemas>;
  const sse: Endpoint<SseEndpoint> = def;
  const once: Endpoint<JsonEndpoint> = {
    ...sse,
    kind: "json",
    response: sse.response ?? processResultSchema,
  };
  const json = endpoint(once, async (ctx, input) => runAssessments(await run(ctx, input as Input<Schemas>)));
  const stream = sseEndpoint(def, async (ctx, input) =>
    runWithEvents(await run(ctx, input as Input<Schemas>)),
  );
  return streamOrJson(stream, json, stream);
}
