/**
 * The route handler of the three assessment runs: with `Accept: text/event-stream` the answer is a stream of
 * `progress` events ({done, total, current}) and a final `result` event (the ProcessResult); otherwise the plain
 * JSON ProcessResult once the run is over. Checks (authentication, §6 rule, context, body, scope) happen before
 * either starts, so a refusal is the JSON §8 envelope in both cases. The items run as jobs (run-assessments.ts):
 * a client that leaves does not stop the run, and if this process dies, the jobs are finished by another.
 */

import type { EndpointKey } from "@/lib/api/rules";
import { ASSESSMENT_EVENTS } from "@/lib/contracts/assessments";
import type { RequestContext } from "@/server/http/context";
import { endpoint, type Input, type Schemas } from "@/server/http/endpoint";
import { sseEndpoint, streamOrJson } from "@/server/http/sse";
import { type AssessmentPlan, runAssessments } from "./run-assessments";

export function assessmentEndpoint<S extends Schemas>(
  key: EndpointKey,
  schemas: S,
  plan: (ctx: RequestContext, input: Input<S>) => Promise<AssessmentPlan>,
) {
  const json = endpoint(key, schemas, async (ctx, input) => runAssessments(await plan(ctx, input)));
  const stream = sseEndpoint(key, schemas, async (ctx, input) => {
    const planned = await plan(ctx, input);
    return async (sink) => {
      const result = await runAssessments(planned, (progress) =>
        sink.send(ASSESSMENT_EVENTS.progress, progress),
      );
      sink.send(ASSESSMENT_EVENTS.result, result);
    };
  });
  return streamOrJson(stream, json, stream);
}
