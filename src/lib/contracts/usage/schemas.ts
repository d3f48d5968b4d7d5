/** The §3 Usage report's counts, as both POST /chats/handle-usage and the resources endpoints answer them. */
import { z } from "zod";

export const usageCountFields = {
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  totalTokens: z.number().int(),
  model: z.string(),
  speechDeltaInSeconds: z.number().nullable(),
};
