/** The openai provider's moderation check (POST /v1/moderations), through the openai SDK. */
import { openaiClient } from "./openai-client";
import { call } from "./openai-voice";
import type { ModerationRequest, ModerationResult } from "./provider";

export async function openaiModerate(request: ModerationRequest): Promise<ModerationResult> {
  return call(request.signal, async (options) => {
    const answer = await openaiClient().moderations.create(
      { model: request.model, input: request.text },
      options,
    );
    const first = answer.results[0];
    const scores: Record<string, number> = {};
    for (const [category, score] of Object.entries(first?.category_scores ?? {}))
      if (typeof score === "number") scores[category] = score;
    return { flagged: first?.flagged ?? false, scores, model: answer.model };
  });
}
