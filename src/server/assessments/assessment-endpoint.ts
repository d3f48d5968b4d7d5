/**
 * The route handler of the assessment runs: with `Accept: text/event-stream` the answer is a stream of `progress`
 * events ({done, total, current}) and a final `result` event (the ProcessResult); otherwise the plain JSON
 * ProcessResult once the run is over. Checks (authentication, §6 rule, context, body, scope) happen before either
 * starts, so a refusal is the JSON §8 envelope in both cases. The items run as jobs (run-assessments.ts): a client
 * that leaves does not stop the run, and if this process dies, the jobs are finished by another.
 */

import type { Endpoint, JsonEndpoint, SseEndpoint } from "@/lib/api/define";
import type { EndpointKey } from "@/lib/api/rules";
import { ASSESSMENT_EVENTS, type processResultSchema } from "@/lib/contracts/assessments";
import type { RequestContext } from "@/server/http/context";
import { endpoint, type Input, type Schemas } from "@/server/http/endpoint";
import type { SchemasOf } from "@/server/http/schemas";
import { type StreamWriter, sseEndpoint, streamOrJson } from "@/server/http/sse";
import { type AssessmentPlan, runAssessments } from "./run-assessments";

/** An entry of the table for an assessment run: its events, and the result as its JSON answer. */
type RunEndpoint = Endpoint<SseEndpoint & { response: typeof processResultSchema }>;
type Plan<S extends Schemas> = (ctx: RequestContext, input: Input<S>) => Promise<AssessmentPlan>;

/** Runs the plan's items, sending each one's progress and then the result. */
function writeRun(planned: AssessmentPlan): StreamWriter {
  return async (sink) => {
    const result = await runAssessments(planned, (progress) =>
      sink.send(ASSESSMENT_EVENTS.progress, progress),
    );
    sink.send(ASSESSMENT_EVENTS.result, result);
  };
}

/** With a table entry, or (POST /users/force-assessment, not yet in the table) a key and its schemas. */
export function assessmentEndpoint<D extends RunEndpoint>(
  def: D,
  plan: Plan<SchemasOf<D>>,
): ReturnType<typeof streamOrJson>;
export function assessmentEndpoint<S extends Schemas>(
  key: EndpointKey,
  schemas: S,
  plan: Plan<S>,
): ReturnType<typeof streamOrJson>;
export function assessmentEndpoint(ref: RunEndpoint | EndpointKey, a: unknown, b?: unknown) {
  if (typeof ref === "string") {
    const schemas = a as Schemas;
    const plan = b as Plan<Schemas>;
    const json = endpoint(ref, schemas, async (ctx, input) => runAssessments(await plan(ctx, input)));
    const stream = sseEndpoint(ref, schemas, async (ctx, input) => writeRun(await plan(ctx, input)));
    return streamOrJson(stream, json, stream);
  }
  // The overloads above type `plan` by the entry's schemas; here its input is the pipeline's, whatever they are.
  const plan = a as (ctx: RequestContext, input: unknown) => Promise<AssessmentPlan>;
  const once: Endpoint<JsonEndpoint & { response: typeof processResultSchema }> = {
    ...ref,
    kind: "json",
    response: ref.response,
  };
  const json = endpoint(once, async (ctx, input) => runAssessments(await plan(ctx, input)));
  const stream = sseEndpoint(ref, async (ctx, input) => writeRun(await plan(ctx, input)));
  return streamOrJson(stream, json, stream);
}
