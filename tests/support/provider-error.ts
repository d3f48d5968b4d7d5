import { ProviderError } from "@/server/ai/provider";

/** The ProviderError `run` fails with; fails the test when it succeeds or throws anything else. */
export async function providerFailure(run: () => Promise<unknown>): Promise<ProviderError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error("expected a ProviderError");
}
