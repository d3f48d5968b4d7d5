/** Maps what the openai SDK throws onto the provider's error kinds. */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { ProviderError } from "./provider";

/** Why our own controller aborted the request, if it did. */
export type AbortReason = "caller" | "timeout" | null;

export function toProviderError(error: unknown, aborted: AbortReason): ProviderError {
  if (error instanceof ProviderError) return error;
  // Checked first: aborting makes the SDK throw a user-abort or a connection error, whatever the reason was.
  if (aborted === "timeout")
    return new ProviderError("timeout", "The model did not answer in time", { cause: error });
  if (aborted === "caller" || error instanceof APIUserAbortError)
    return new ProviderError("aborted", "The request was aborted", { cause: error });
  if (error instanceof APIConnectionTimeoutError)
    return new ProviderError("timeout", "The model did not answer in time", { cause: error });
  if (error instanceof APIConnectionError)
    return new ProviderError("unavailable", "The model server could not be reached", { cause: error });
  if (error instanceof APIError) {
    const status = typeof error.status === "number" ? error.status : null;
    const options = { status, cause: error };
    if (status === 429)
      return new ProviderError("rate_limited", "The model server is rate limiting", options);
    if (status === 401 || status === 403)
      return new ProviderError("auth", "The model server rejected the API key", options);
    if (status === 408) return new ProviderError("timeout", "The model did not answer in time", options);
    if (status !== null && status >= 400 && status < 500)
      return new ProviderError(
        "bad_request",
        `The model server rejected the request: ${error.message}`,
        options,
      );
    // 5xx, and errors the server sends inside the stream (no status).
    return new ProviderError("unavailable", "The model server failed", options);
  }
  return new ProviderError("unavailable", "The model request failed", { cause: error });
}
