/**
 * What a failed model call becomes for the user. §8 has no code for it: a busy or unreachable AI service is
 * BAD_REQUEST with a message that says what to do (the user can retry); anything else is INTERNAL_ERROR, whose
 * §8 text is all the user learns. The kind is kept in the message details and the log.
 */
import { AppError } from "@/lib/errors";
import { ProviderError, type ProviderErrorKind } from "@/server/ai";

export const AI_BUSY_MESSAGE = "The AI service is busy, please try again in a moment.";
export const AI_UNAVAILABLE_MESSAGE = "The AI service is not available right now, please try again later.";

export function providerErrorKind(error: unknown): ProviderErrorKind | "unknown" {
  return error instanceof ProviderError ? error.kind : "unknown";
}

export function appErrorOfProvider(error: unknown): AppError {
  switch (providerErrorKind(error)) {
    case "rate_limited":
      return new AppError("BAD_REQUEST", { message: AI_BUSY_MESSAGE, status: 429 });
    case "unavailable":
    case "timeout":
      return new AppError("BAD_REQUEST", { message: AI_UNAVAILABLE_MESSAGE, status: 503 });
    default:
      return new AppError("INTERNAL_ERROR");
  }
}
